import { list, md, sections, type Section } from './build.ts';

// The participation conditions of the Active Spotter prize campaign; the acceptance form
// (custom component spotter-terms) follows them on the page.

const de: Section[] = [
  {
    title: 'Was ist Active Spotter?',
    copy: md(
      'Active Spotter ist eine Mitmach-Aktion von Active City Hamburg. Als Active Spotter trägst du deine Lieblingsorte für Sport und Bewegung als **Active Spots** in die Karte des Sportangebots ein: den Basketballkorb im Park, die Tischtennisplatte an der Schule, die Laufrunde am Kanal. So entsteht eine Karte, die alle Hamburgerinnen und Hamburger nutzen können.',
      'Jeder Active Spot, den du während der Aktion einträgst und den die Redaktion veröffentlicht, ist ein Los für die Verlosung am Ende der Saison.',
    ),
  },
  {
    title: 'Veranstalter und Zeitraum',
    copy: md(
      'Veranstalter ist der Demo-Betreiber [Name des Betreibers], [Straße und Hausnummer], [Postleitzahl] Hamburg. Die Aktion läuft vom **1. Mai 2026 bis zum 30. September 2026, 23:59 Uhr**.',
      'Apple und Google sind weder Veranstalter noch Sponsoren der Aktion und stehen in keiner Verbindung zu ihr.',
    ),
  },
  {
    title: 'Wer mitmachen darf',
    copy: list(
      'Mitmachen dürfen Personen ab 16 Jahren mit Wohnsitz in Deutschland.',
      'Du brauchst ein Konto im Portal mit bestätigter E-Mail-Adresse und musst diesen Teilnahmebedingungen zustimmen.',
      'Beschäftigte des Veranstalters und der an der Aktion beteiligten Dienstleister sind ausgeschlossen.',
      'Die Teilnahme ist kostenlos und hängt nicht von einem Kauf ab.',
    ),
  },
  {
    title: 'So machst du mit',
    copy: md(
      list(
        'Setze unten auf dieser Seite das Häkchen bei „Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.“ und wähle „Mitmachen“.',
        'Melde dich an oder registriere dich. Deine Zustimmung merken wir uns, bis du angemeldet bist.',
        'Trag im Sportangebot über „Eintrag hinzufügen“ einen Active Spot ein: Name, Art des Ortes, Lage auf der Karte und am besten ein eigenes Foto.',
      ),
      'Ein Active Spot muss ein echter, öffentlich und frei zugänglicher Ort in Hamburg sein. Jeden Ort zählen wir nur einmal: Gibt es ihn schon, zählt der erste Eintrag. Je Person zählen höchstens 20 Lose.',
    ),
  },
  {
    title: 'Preise',
    copy: list(
      '1. Preis: ein Gutschein für ein Fahrrad im Wert von 500 Euro',
      '2. bis 4. Preis: je eine Zehnerkarte für die Hamburger Schwimmbäder',
      '5. bis 20. Preis: je ein Active-City-Sportpaket mit Trinkflasche, Handtuch und Sportbeutel',
    ),
  },
  {
    title: 'Verlosung und Benachrichtigung',
    copy: md(
      'Die Gewinnerinnen und Gewinner ziehen wir innerhalb von zwei Wochen nach Ende der Aktion per Zufall unter allen gültigen Losen. Jede Person kann nur einen Preis gewinnen. Wir benachrichtigen sie per E-Mail an die Adresse ihres Kontos.',
      'Meldet sich jemand nicht innerhalb von 14 Tagen, verfällt der Preis und wir ziehen neu. Preise werden nicht in bar ausgezahlt und sind nicht übertragbar.',
    ),
  },
  {
    title: 'Ausschluss',
    copy: 'Wer erfundene oder kopierte Orte einträgt, fremde Fotos ohne Rechte hochlädt, mehrere Konten anlegt oder die Verlosung auf andere Weise manipuliert, wird von der Aktion ausgeschlossen. Bereits vergebene Preise können wir dann zurückfordern. Für Einträge gelten außerdem unsere [Nutzungsbedingungen](/meta/nutzungsbedingungen).',
  },
  {
    title: 'Datenschutz',
    copy: 'Für die Aktion speichern wir den Zeitpunkt deiner Zustimmung und verwenden die Angaben deines Kontos, um die Lose zu zählen und dich im Gewinnfall zu benachrichtigen. Den Namen von Gewinnerinnen und Gewinnern veröffentlichen wir nur, wenn sie zustimmen. Mehr steht in unserer [Datenschutzerklärung](/meta/datenschutz).',
  },
  {
    title: 'Schlussbestimmungen',
    copy: 'Wir dürfen die Aktion aus wichtigem Grund vorzeitig beenden oder ändern, zum Beispiel wenn sie technisch nicht mehr ordnungsgemäß läuft. Darüber informieren wir auf dieser Seite. Es gilt deutsches Recht.',
  },
];

const en: Section[] = [
  {
    title: 'What is Active Spotter?',
    copy: md(
      'Active Spotter is a join-in campaign by Active City Hamburg. As an Active Spotter you add your favourite places for sport and exercise to the map of sports offers as **Active Spots**: the basketball hoop in the park, the table tennis table at the school, the running loop along the canal. Together we build a map that everyone in Hamburg can use.',
      'Every Active Spot that you add during the campaign and that the editorial team publishes counts as one ticket in the prize draw at the end of the season.',
    ),
  },
  {
    title: 'Organiser and period',
    copy: md(
      'The organiser is the demo operator [name of the operator], [street and house number], [postcode] Hamburg. The campaign runs from **1 May 2026 to 30 September 2026, 11:59 pm**.',
      'Apple and Google are neither organisers nor sponsors of the campaign and have no connection with it.',
    ),
  },
  {
    title: 'Who can take part',
    copy: list(
      'People aged 16 and over who live in Germany can take part.',
      'You need an account on the portal with a confirmed email address and must accept these participation conditions.',
      'Employees of the organiser and of the service providers involved in the campaign cannot take part.',
      'Taking part is free and does not depend on a purchase.',
    ),
  },
  {
    title: 'How to take part',
    copy: md(
      list(
        'Tick “I have read and accept the participation conditions.” at the bottom of this page and choose “Join in”.',
        'Sign in or register. We remember your agreement until you are signed in.',
        'In the sports offers, use “Add entry” to enter an Active Spot: its name, the kind of place, its position on the map and, ideally, a photo of your own.',
      ),
      'An Active Spot must be a real, public and freely accessible place in Hamburg. We count each place only once: if it already exists, the first entry counts. At most 20 tickets count per person.',
    ),
  },
  {
    title: 'Prizes',
    copy: list(
      '1st prize: a bicycle voucher worth 500 euros',
      '2nd to 4th prizes: a ten-visit card for Hamburg’s swimming pools each',
      '5th to 20th prizes: an Active City sports pack with water bottle, towel and gym bag each',
    ),
  },
  {
    title: 'Draw and notification',
    copy: md(
      'We draw the winners at random from all valid tickets within two weeks after the campaign ends. Each person can win only one prize. We notify winners by email at the address of their account.',
      'If a winner does not reply within 14 days, the prize lapses and we draw again. Prizes cannot be paid out in cash and cannot be transferred.',
    ),
  },
  {
    title: 'Exclusion',
    copy: 'Anyone who enters invented or copied places, uploads other people’s photos without the rights, creates several accounts or manipulates the draw in any other way is excluded from the campaign. We may then reclaim prizes already awarded. Our [terms of use](/meta/nutzungsbedingungen) also apply to entries.',
  },
  {
    title: 'Data protection',
    copy: 'For the campaign we store the time of your agreement and use the details of your account to count your tickets and to notify you if you win. We publish winners’ names only with their consent. You can read more in our [privacy policy](/meta/datenschutz).',
  },
  {
    title: 'Final provisions',
    copy: 'We may end or change the campaign early for good reason, for example if it can no longer run properly for technical reasons. We will announce this on this page. German law applies.',
  },
];

export const spotterConditions = sections(de, en);
