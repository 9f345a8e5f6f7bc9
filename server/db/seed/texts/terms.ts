import { list, md, sections, type Section } from './build.ts';

// The terms of use (meta/nutzungsbedingungen): accounts, what users may post, moderation,
// liability and the end of an account.

const de: Section[] = [
  {
    title: 'Geltungsbereich',
    copy: 'Diese Nutzungsbedingungen gelten für das Portal Active City Hamburg und die Active-City-App des Demo-Betreibers [Name des Betreibers]. Ansehen kannst du alle Inhalte ohne Konto. Wer ein Konto anlegt, stimmt diesen Bedingungen zu.',
  },
  {
    title: 'Dein Konto',
    copy: md(
      list(
        'Ein Konto ist kostenlos. Du musst mindestens 16 Jahre alt sein oder die Zustimmung deiner Eltern haben.',
        'Jede Person hat ein eigenes Konto. Deine Angaben müssen stimmen; deinen Benutzernamen wählst du frei, solange er niemanden täuscht oder beleidigt.',
        'Halte dein Passwort geheim. Hast du den Verdacht, dass jemand anderes es kennt, ändere es sofort und schreib uns.',
        'Ein Vereinskonto verwalten Personen, die der Verein dazu berechtigt hat. Wir dürfen uns diese Berechtigung nachweisen lassen.',
      ),
    ),
  },
  {
    title: 'Was du veröffentlichen darfst',
    copy: md(
      'Das Portal lebt von Einträgen aus der Stadt. Mit einem Konto kannst du eintragen:',
      list(
        '**Active Spots**: frei zugängliche Orte für Sport und Bewegung, zum Beispiel Sportplätze, Bewegungsinseln, Skateparks oder Laufstrecken.',
        '**Mitmach-Angebote**: Kurse, Treffs und Veranstaltungen in Hamburg, bei denen andere mitmachen können.',
        '**Vereinsstandorte**: Orte, an denen dein Verein trainiert (nur mit Vereinskonto).',
        '**Meldungen**: Hinweise auf falsche, veraltete oder unzulässige Einträge.',
      ),
      'Einträge müssen stimmen, aktuell sein und mit Sport oder Bewegung zu tun haben. Lade nur Bilder hoch, an denen du die Rechte hast, und zeige Personen nur mit ihrer Einwilligung.',
      'Nicht erlaubt sind insbesondere: Werbung ohne Bezug zum Angebot, beleidigende, diskriminierende oder gewaltverherrlichende Inhalte, Inhalte, die Rechte anderer verletzen, persönliche Daten anderer ohne deren Einwilligung, Links auf schädliche Seiten und alles, was gegen geltendes Recht verstößt.',
    ),
  },
  {
    title: 'Rechte an deinen Inhalten',
    copy: 'Deine Texte und Bilder bleiben deine. Du räumst dem Betreiber das einfache, unentgeltliche Recht ein, sie im Portal, in der App und in Newslettern des Portals zu zeigen und dafür technisch anzupassen, zum Beispiel in der Größe. Das Recht endet, wenn du den Eintrag oder dein Konto löschst.',
  },
  {
    title: 'Meldungen und Moderation',
    copy: md(
      'Jeden Eintrag kannst du über „melden“ an unsere Redaktion schicken, zum Beispiel wegen einer falschen Kategorie, fehlender Angaben, anstößiger Inhalte oder Spam. Die Redaktion prüft jede Meldung zeitnah, in der Regel innerhalb von drei Werktagen.',
      'Verstößt ein Eintrag gegen diese Bedingungen oder gegen das Gesetz, dürfen wir ihn korrigieren, ausblenden oder löschen. Wir sagen der Verfasserin oder dem Verfasser per E-Mail, was wir getan haben und warum. Du kannst uns dann antworten; wir sehen uns die Entscheidung noch einmal an. Offensichtliche Fehler wie eine falsche Hausnummer korrigieren wir auch ohne Meldung.',
    ),
  },
  {
    title: 'Haftung',
    copy: md(
      'Wir stellen die Informationen im Portal sorgfältig zusammen, übernehmen aber keine Gewähr dafür, dass Angebote stattfinden, Orte zugänglich sind oder Zeiten stimmen. Mitmach-Angebote veranstalten Vereine, Initiativen und andere Anbieter. Für die Teilnahme gelten deren Bedingungen; ein Vertrag entsteht nur mit ihnen.',
      'Sport treibst du auf eigene Verantwortung. Achte auf deine Gesundheit und auf Hinweise vor Ort.',
      'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten und nur für den typischen, vorhersehbaren Schaden.',
    ),
  },
  {
    title: 'Ende deines Kontos',
    copy: md(
      'Du kannst dein Konto jederzeit unter „Deine Einstellungen“ mit „Konto löschen“ beenden. Dabei löschen wir deine Angaben, Einträge, Favoriten und hochgeladenen Dateien. Vereinsstandorte bleiben beim Verein.',
      'Wir dürfen ein Konto sperren oder kündigen, wenn jemand schwer oder wiederholt gegen diese Bedingungen verstößt. Vorher mahnen wir ab, außer bei schweren Verstößen wie strafbaren Inhalten. Das Portal können wir mit einer Frist von vier Wochen ganz oder teilweise einstellen.',
    ),
  },
  {
    title: 'Änderungen und anwendbares Recht',
    copy: 'Ändern wir diese Bedingungen, informieren wir dich mindestens vier Wochen vorher per E-Mail. Widersprichst du nicht und nutzt du dein Konto weiter, gelten die neuen Bedingungen; darauf weisen wir dich in der E-Mail hin. Es gilt deutsches Recht. Fragen beantworten wir über unsere [Kontaktseite](/meta/kontakt).',
  },
];

const en: Section[] = [
  {
    title: 'Scope',
    copy: 'These terms of use apply to the Active City Hamburg portal and the Active City app of the demo operator [name of the operator]. You can view all content without an account. By creating an account, you agree to these terms.',
  },
  {
    title: 'Your account',
    copy: md(
      list(
        'An account is free. You must be at least 16 years old or have your parents’ consent.',
        'Each person has their own account. Your details must be correct; you choose your username freely as long as it does not mislead or insult anyone.',
        'Keep your password secret. If you suspect someone else knows it, change it at once and write to us.',
        'A club account is managed by people the club has authorised to do so. We may ask for proof of this authorisation.',
      ),
    ),
  },
  {
    title: 'What you may post',
    copy: md(
      'The portal lives on entries from across the city. With an account you can add:',
      list(
        '**Active Spots**: freely accessible places for sport and exercise, for example sports courts, activity islands, skate parks or running routes.',
        '**Join-in offers**: classes, groups and events in Hamburg that others can join.',
        '**Club locations**: places where your club trains (club accounts only).',
        '**Reports**: notices of wrong, outdated or unacceptable entries.',
      ),
      'Entries must be correct, up to date and about sport or exercise. Only upload pictures you hold the rights to, and show people only with their consent.',
      'In particular, the following are not allowed: advertising unrelated to the offer; insulting, discriminatory or violence-glorifying content; content that infringes the rights of others; other people’s personal data without their consent; links to harmful sites; and anything that breaks the law.',
    ),
  },
  {
    title: 'Rights to your content',
    copy: 'Your texts and pictures remain yours. You grant the operator the simple, free right to show them in the portal, in the app and in the portal’s newsletters, and to adapt them technically for this, for example in size. This right ends when you delete the entry or your account.',
  },
  {
    title: 'Reports and moderation',
    copy: md(
      'You can send any entry to our editorial team with “report”, for example because of a wrong category, missing details, offensive content or spam. The editorial team reviews every report promptly, usually within three working days.',
      'If an entry breaks these terms or the law, we may correct, hide or delete it. We tell the author by email what we did and why. You can then reply to us, and we will look at the decision again. We also correct obvious mistakes, such as a wrong house number, without a report.',
    ),
  },
  {
    title: 'Liability',
    copy: md(
      'We compile the information in the portal with care, but we cannot guarantee that offers take place, places are accessible or times are correct. Join-in offers are run by clubs, initiatives and other providers. Their conditions apply to taking part; any contract is made with them alone.',
      'You do sport at your own risk. Look after your health and follow the notices on site.',
      'We are liable without limitation for intent and gross negligence and for damage arising from injury to life, body or health. In cases of slight negligence we are liable only for breach of essential obligations and only for the typical, foreseeable damage.',
    ),
  },
  {
    title: 'Ending your account',
    copy: md(
      'You can end your account at any time under “Your settings” with “Delete account”. We then delete your details, entries, favourites and uploaded files. Club locations stay with the club.',
      'We may suspend or terminate an account if someone seriously or repeatedly breaks these terms. We give a warning first, except for serious breaches such as criminal content. We may close the portal in whole or in part with four weeks’ notice.',
    ),
  },
  {
    title: 'Changes and applicable law',
    copy: 'If we change these terms, we will inform you by email at least four weeks in advance. If you do not object and keep using your account, the new terms apply; we will point this out in the email. German law applies. We answer questions through our [contact page](/meta/kontakt).',
  },
];

export const terms = sections(de, en);
