import { lines, list, md, sections, type Section } from './build.ts';

// The accessibility statement with the parts BITV 2.0 and the Hamburg regulation (HmbBITVO)
// ask for: compliance status, non-accessible content, preparation, feedback, enforcement.

const de: Section[] = [
  {
    title: 'Geltungsbereich',
    copy: 'Diese Erklärung gilt für das Portal Active City Hamburg des Demo-Betreibers [Name des Betreibers]. Wir sind bemüht, das Portal im Einklang mit dem Hamburgischen Behindertengleichstellungsgesetz (HmbBGG), der Hamburgischen Barrierefreie Informationstechnik-Verordnung (HmbBITVO) und der Barrierefreie-Informationstechnik-Verordnung des Bundes (BITV 2.0) barrierefrei zugänglich zu machen.',
  },
  {
    title: 'Stand der Vereinbarkeit mit den Anforderungen',
    copy: md(
      'Maßstab sind die Anforderungen der BITV 2.0, die auf der europäischen Norm EN 301 549 und den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA beruhen.',
      'Das Portal ist mit diesen Anforderungen **teilweise vereinbar**. Die meisten Inhalte sind mit Tastatur und Screenreader bedienbar, Farben haben ausreichenden Kontrast und die Seiten lassen sich auf 400 Prozent vergrößern. Die Ausnahmen stehen im nächsten Abschnitt.',
    ),
  },
  {
    title: 'Nicht barrierefreie Inhalte',
    copy: md(
      'Die folgenden Inhalte sind noch nicht oder nicht vollständig barrierefrei:',
      list(
        '**Karte des Sportangebots**: Die Karte lässt sich mit der Tastatur verschieben und vergrößern, ist ohne Sehen aber nicht vollständig nutzbar. Die Lage der Orte zueinander erschließt sich nur visuell. Als Alternative zeigt die **Listenansicht** dieselben Angebote mit denselben Filtern, auf Wunsch nach Entfernung sortiert.',
        '**PDF-Dokumente der Redaktion**: Einige PDF-Dateien, etwa Programmhefte und Flyer, sind nicht barrierefrei gestaltet; Überschriften und Lesereihenfolge fehlen. Die wichtigsten Inhalte stehen auch auf den Seiten selbst. Eine barrierefreie Fassung schicken wir dir auf Anfrage.',
        '**Videos**: Die Demo-Videos haben keine Untertitel und keine Audiodeskription. Sie enthalten keine gesprochene Sprache; was sie zeigen, beschreibt der Text daneben.',
        '**Bilder in Einträgen**: Bilder, die Nutzerinnen, Nutzer und Vereine hochladen, haben nicht immer einen aussagekräftigen Alternativtext.',
        '**Gebärdensprache**: Informationen in Deutscher Gebärdensprache gibt es noch nicht. Eine Erklärung des Portals in Leichter Sprache findest du unter [Einfache Sprache](/einfache-sprache).',
      ),
      'Wir arbeiten daran, diese Barrieren abzubauen. Für neue PDF-Dateien und Videos gilt: Sie erscheinen nur noch barrierefrei beziehungsweise mit Untertiteln.',
    ),
  },
  {
    title: 'Erstellung dieser Erklärung',
    copy: md(
      'Diese Erklärung wurde am 15. April 2026 erstellt und zuletzt am 15. April 2026 überprüft.',
      'Grundlage ist eine **Selbstbewertung** durch das Team des Demo-Betreibers: automatische Prüfungen aller Seitentypen nach WCAG 2.1 AA bei jeder Änderung des Portals, Prüfungen von Hand mit Tastatur, Bildschirmlupe und den Screenreadern NVDA und VoiceOver sowie Tests mit starker Vergrößerung und schmalen Bildschirmen.',
    ),
  },
  {
    title: 'Feedback und Kontakt',
    copy: md(
      'Ist dir eine Barriere aufgefallen, die hier nicht steht? Brauchst du einen Inhalt in einer anderen Form? Dann schreib uns oder ruf an:',
      lines(
        'E-Mail: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Telefon: [+49 40 000000-0](tel:+49400000000)',
        'Kontaktseite: [Kontakt](/meta/kontakt)',
      ),
      'Wir antworten innerhalb von zwei Wochen. Bitte nenne uns die Seite und beschreibe kurz, was nicht funktioniert hat.',
    ),
  },
  {
    title: 'Durchsetzungsverfahren',
    copy: md(
      'Hast du uns eine Barriere gemeldet und innerhalb von sechs Wochen keine zufriedenstellende Antwort bekommen, kannst du ein kostenloses Schlichtungsverfahren beantragen. Du brauchst dafür keine Anwältin und keinen Anwalt.',
      'Für öffentliche Stellen der Freien und Hansestadt Hamburg ist die **Ombudsstelle für barrierefreie Informationstechnik** nach § 4 HmbBITVO zuständig. Sie ist bei der für Informationstechnik zuständigen Behörde eingerichtet, arbeitet unabhängig und vertraulich und hilft, eine gütliche Einigung zu finden. Kontakt: [Anschrift und E-Mail-Adresse der Ombudsstelle].',
      'Für öffentliche Stellen des Bundes ist die Schlichtungsstelle nach § 16 Behindertengleichstellungsgesetz (BGG) zuständig: Schlichtungsstelle beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, [www.schlichtungsstelle-bgg.de](https://www.schlichtungsstelle-bgg.de).',
    ),
  },
];

const en: Section[] = [
  {
    title: 'Scope',
    copy: 'This statement applies to the Active City Hamburg portal of the demo operator [name of the operator]. We endeavour to make the portal accessible in accordance with the Hamburg Disability Equality Act (HmbBGG), the Hamburg Accessible Information Technology Regulation (HmbBITVO) and the German federal Accessible Information Technology Regulation (BITV 2.0).',
  },
  {
    title: 'Compliance status',
    copy: md(
      'The benchmark is the requirements of BITV 2.0, which are based on the European standard EN 301 549 and the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
      'The portal is **partially compliant** with these requirements. Most content can be used with a keyboard and a screen reader, colours have sufficient contrast and pages can be zoomed to 400 per cent. The exceptions are listed in the next section.',
    ),
  },
  {
    title: 'Non-accessible content',
    copy: md(
      'The following content is not yet accessible, or not fully:',
      list(
        '**Map of sports offers**: the map can be moved and zoomed with the keyboard, but it cannot be fully used without sight. How places lie in relation to each other can only be seen. As an alternative, the **list view** shows the same offers with the same filters, sorted by distance if you wish.',
        '**Editorial PDF documents**: some PDF files, such as programmes and flyers, are not accessible; they lack headings and a reading order. The most important content is also on the pages themselves. We will send you an accessible version on request.',
        '**Videos**: the demo videos have no captions and no audio description. They contain no speech; the text next to them describes what they show.',
        '**Pictures in entries**: pictures uploaded by users and clubs do not always have a meaningful text alternative.',
        '**Sign language**: there is no information in German Sign Language yet. An explanation of the portal in easy language is available under [Easy language](/einfache-sprache).',
      ),
      'We are working to remove these barriers. New PDF files and videos are only published in accessible form or with captions.',
    ),
  },
  {
    title: 'Preparation of this statement',
    copy: md(
      'This statement was prepared on 15 April 2026 and last reviewed on 15 April 2026.',
      'It is based on a **self-assessment** by the demo operator’s team: automated checks of every page type against WCAG 2.1 AA with every change to the portal, manual checks with keyboard, screen magnifier and the NVDA and VoiceOver screen readers, and tests with strong magnification and narrow screens.',
    ),
  },
  {
    title: 'Feedback and contact',
    copy: md(
      'Have you noticed a barrier that is not listed here? Do you need content in another form? Then write to us or give us a call:',
      lines(
        'Email: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Phone: [+49 40 000000-0](tel:+49400000000)',
        'Contact page: [Contact](/meta/kontakt)',
      ),
      'We reply within two weeks. Please tell us the page and briefly describe what did not work.',
    ),
  },
  {
    title: 'Enforcement procedure',
    copy: md(
      'If you have reported a barrier to us and have not received a satisfactory answer within six weeks, you can apply for free conciliation proceedings. You do not need a lawyer for this.',
      'For public bodies of the Free and Hanseatic City of Hamburg, the **Ombudsstelle für barrierefreie Informationstechnik** (ombudsman for accessible information technology) under § 4 HmbBITVO is responsible. It is based at the authority responsible for information technology, works independently and confidentially and helps to reach an amicable settlement. Contact: [address and email address of the ombudsman].',
      'For public bodies of the federal government, the conciliation body under § 16 of the Disability Equality Act (BGG) is responsible: Schlichtungsstelle beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, Germany, [www.schlichtungsstelle-bgg.de](https://www.schlichtungsstelle-bgg.de).',
    ),
  },
];

export const accessibilityStatement = sections(de, en);
