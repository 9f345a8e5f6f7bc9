import { lines, list, md, type Section } from './build.ts';

// The demo operator's privacy policy in English: one section for each German one.

export const privacyEn: Section[] = [
  {
    title: 'Controller',
    copy: md(
      'The controller responsible for processing your personal data on this portal is:',
      lines(
        '[Name of the operator]',
        '[Street and house number], [Postcode] Hamburg',
        'Email: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Phone: [+49 40 000000-0](tel:+49400000000)',
      ),
      'You can reach our data protection officer at [name of the data protection officer], [datenschutz@activecity.example](mailto:datenschutz@activecity.example).',
    ),
  },
  {
    title: 'The key points',
    copy: md(
      'You can browse all sports offers, pages, news and events without an account. You only need an account to create entries yourself, save favourites, report something or take part in Active Spotter.',
      list(
        'We use no analytics, advertising or tracking services.',
        'We do not sell data and do not build profiles for advertising.',
        'We store passwords only as a hash, and session and link tokens only as a check value.',
        'By default, the map loads nothing from third-party servers.',
        'You can delete your account yourself at any time.',
      ),
    ),
  },
  {
    title: 'Visiting the portal and server logs',
    copy: md(
      'When you open a page, your browser sends technically necessary details to our server, including your IP address, the address requested and details of your browser. Without them the server cannot answer.',
      'For every request our server writes one log line with the **method, route pattern, status code and duration**. We do not log query parameters, ids in the address, cookies, IP addresses or form contents. When an error occurs, we log only what went wrong, not the values you entered. We use the logs to find errors and keep the service secure, and delete them after 14 days.',
      'The legal basis is our legitimate interest in a secure, working portal (Art. 6 (1) (f) GDPR).',
    ),
  },
  {
    title: 'Protection against overload and abuse',
    copy: md(
      'So that nobody can bring the portal down with requests or guess passwords, we count requests for a short time:',
      list(
        'requests per IP address and minute (rate limiting),',
        'sign-in attempts per account and failed sign-ins per IP address,',
        'emails per recipient address and hour, so that nobody can flood someone else’s inbox,',
        'uploads and account changes per minute.',
      ),
      'The counters hold only the key (for example the IP address) and a number. They are kept in memory or in a cache on our servers and expire with their time window: after one minute, one hour or, after repeated failed attempts, one day at the latest. The legal basis is Art. 6 (1) (f) GDPR.',
    ),
  },
  {
    title: 'Cookies and browser storage',
    copy: md(
      'We only set cookies that the portal technically needs (§ 25 (2) no. 2 of the German TDDDG):',
      list(
        '**__Host-sid** (without HTTPS: **sid**): your session after signing in. The cookie holds a random value; our database knows only its check value. It lasts until you close the browser, or 30 days with “Stay logged in”.',
        '**XSRF-TOKEN**: stops other websites from submitting forms in your name. It lasts until you close the browser.',
        '**portal_device**: a signed device cookie after a successful sign-in, 365 days. If someone else guesses at your password, we lock them out but not you on your own device.',
        '**acc_consent_essential**, **acc_consent_analytics**, **acc_consent_marketing**: your choice in the cookie notice, 365 days.',
      ),
      'In your browser’s local storage we also remember whether you view the sports offers as a map or a list (offers.view), whether you see your personal or your club profile (profileType), whether you accepted the Active Spotter conditions before signing in (termsAccepted, spotter_app_support) and whether you use the portal inside our app (native_app). These details do not leave your device except as part of a request you make yourself.',
      'The “Analytics” and “Marketing” categories in the cookie notice are prepared, but no such service is in use at present. If we add one later, we will do so only with your consent (Art. 6 (1) (a) GDPR, § 25 (1) TDDDG) and will update this policy first. To change your choice, delete this portal’s cookies in your browser; we will ask you again on your next visit.',
    ),
  },
  {
    title: 'User account',
    copy: md(
      'To register we need your **first name, surname, email address, username and a password**, and your agreement to the terms of use. The form of address, language, newsletter choice and, in your profile, postal address, birthday and a profile picture are optional. Club accounts are also linked to their club.',
      'We never store your password in plain text, only as a hash made with the Argon2id method. When you set a password we check that it is not on a list of commonly used passwords. To confirm your email address we send you a link that is valid for 24 hours. A link to reset your password is valid for one hour and can be used only once.',
      'Only the entries you publish are public, with the contact details you enter there yourself. Your profile with address and birthday is seen only by you and, where needed to help you, by our editorial team.',
      'The legal basis is the contract of use (Art. 6 (1) (b) GDPR). We keep your account data until you delete your account.',
    ),
  },
  {
    title: 'Signing in with Google, Facebook or Apple',
    copy: md(
      'Where the operator offers it, you can sign in through Google, Facebook or Apple instead of with a password. You are taken to that provider and sign in there. We then receive your name, your email address and an identifier from the provider that lets us recognise your account. We never receive your password for the provider.',
      'The provider’s own privacy policy applies to signing in with them; the providers may also process data outside the EU. The legal basis for our part is Art. 6 (1) (b) GDPR. If you do not use this sign-in, the provider learns nothing about your visit to us.',
    ),
  },
  {
    title: 'Entries, reports and favourites',
    copy: md(
      'When you add an Active Spot, a join-in offer or a club location, we store the entry’s title, description, place, dates, pictures and contact details and link it to your account. The entry is public until you delete it or we remove it after a review.',
      'When you report an entry, we store the reason, your optional message and your account, so that the editorial team can follow up. The editorial team deletes reports once they have been dealt with, after six months at the latest; when you delete your account, we delete your reports too. We keep favourites until you remove them. The legal basis is Art. 6 (1) (b) GDPR, and Art. 6 (1) (f) GDPR for moderation.',
    ),
  },
  {
    title: 'Uploaded files',
    copy: md(
      'We check pictures you upload by their content and save them again as JPEG in two sizes. In doing so we remove embedded metadata such as camera details and the place where the picture was taken. Every account has a storage quota of 200 MB.',
      'Our server automatically deletes an uploaded file that no profile, entry or text uses after 24 hours. When you delete your account, we delete all your files. The files are stored on our server or with our storage provider [name of the storage provider] in a data centre in the EU.',
    ),
  },
  {
    title: 'Emails',
    copy: md(
      'We only send you emails that you trigger: to confirm your address, to reset your password, to confirm a newsletter subscription, and the newsletter itself. For this we process your email address, your name and your language.',
      'The emails are sent by our mail server or by our email service provider [name of the email service provider] as our processor. The legal basis is Art. 6 (1) (b) GDPR, and your consent for the newsletter.',
    ),
  },
  {
    title: 'Newsletter',
    copy: md(
      'For the newsletter we use double opt-in: after you sign up, we send you an email with a confirmation link. Only when you click it do you receive the newsletter. We store your email address, the language, the time of sign-up and confirmation, and check values of the links.',
      'Every newsletter contains a link to unsubscribe. When you unsubscribe, we delete your address completely. The legal basis is your consent (Art. 6 (1) (a) GDPR), which you can withdraw at any time with effect for the future. The newsletter subscription is independent of your account.',
    ),
  },
  {
    title: 'Map, address search and location',
    copy: md(
      'By default we draw the map of sports offers with our own map style, which loads nothing from third-party servers. If the operator sets up an external map service ([name of the map service]), your browser loads the map tiles from there; the service then sees your IP address and the part of the map you view.',
      'When you search for an address or click on the map, your browser sends the search text or the coordinates to our server. It searches our own address table or asks a Nominatim-compatible geocoding service ([name of the geocoding service]). Our server asks this service, not your browser; so the service receives only the search text or the coordinates, not your IP address.',
      'With “Near me” your browser asks for permission to use your location. We use it only to sort the offers by distance and do not store it. The legal basis is Art. 6 (1) (b) and (f) GDPR.',
    ),
  },
  {
    title: 'Payments in the shop',
    copy: md(
      'When you buy something in the shop, the card payment is handled by the payment service provider Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Dublin 2, Ireland. You enter your card details directly with Stripe; we never see them. From Stripe we receive only a payment reference and the payment status.',
      'We keep invoices for ten years, as German tax and commercial law requires (§ 147 AO, § 257 HGB). The legal bases are Art. 6 (1) (b) and (c) GDPR.',
    ),
  },
  {
    title: 'Recipients and processors',
    copy: md(
      'We pass on your data only where running the portal requires it or the law demands it. The recipients are:',
      list(
        'our hosting provider [name of the hosting provider] (servers and database in the EU),',
        'our email service provider [name of the email service provider],',
        'our file storage provider [name of the storage provider],',
        'Stripe for payments in the shop,',
        'Google, Facebook or Apple, only if you sign in through them,',
        'an external map or geocoding service, only if the operator has set one up.',
      ),
      'We have concluded contracts under Art. 28 GDPR with all processors. Data is transferred to a country outside the EU only on the basis of an adequacy decision or the European Commission’s standard contractual clauses.',
    ),
  },
  {
    title: 'How long we keep data',
    copy: list(
      'Account data, entries, favourites and files: until the account is deleted.',
      'Sessions: until you sign out or they expire (browser session or 30 days); we delete expired sessions automatically.',
      'Server logs: 14 days.',
      'Counters against abuse: until the end of their time window, one day at most.',
      'Unused uploads: 24 hours.',
      'Reports: until dealt with, six months at most.',
      'Newsletter: until you unsubscribe.',
      'Invoices: ten years.',
    ),
  },
  {
    title: 'Your rights',
    copy: md(
      'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21 GDPR). You can withdraw consent at any time with effect for the future (Art. 7 (3) GDPR).',
      'You can exercise many of these rights yourself: you change your details under “Your settings”. There you can also delete your account with “Delete account”; we then delete your details, entries, favourites and uploaded files. For anything else, write to us at the address above.',
    ),
  },
  {
    title: 'Right to lodge a complaint',
    copy: md(
      'You can lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is:',
      lines(
        'Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit (Hamburg Commissioner for Data Protection and Freedom of Information)',
        'Ludwig-Erhard-Straße 22, 20459 Hamburg, Germany',
        '[mailbox@datenschutz.hamburg.de](mailto:mailbox@datenschutz.hamburg.de)',
      ),
      'Last updated: [date of the last change]',
    ),
  },
];
