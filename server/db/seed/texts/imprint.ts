import { lines, md, sections, type Section } from './build.ts';

// The imprint (meta/impressum) with the details § 5 DDG and § 18 (2) MStV ask for.

const de: Section[] = [
  {
    title: 'Anbieter',
    copy: md(
      'Diensteanbieter im Sinne von § 5 Digitale-Dienste-Gesetz (DDG) ist:',
      lines(
        '**[Name des Betreibers, z. B. Behörde, Verein oder Unternehmen]**',
        'Active City Hamburg – Demo-Portal',
        '[Straße und Hausnummer]',
        '[Postleitzahl] Hamburg',
        'Deutschland',
      ),
    ),
  },
  {
    title: 'Vertreten durch',
    copy: '[Name der vertretungsberechtigten Person], [Funktion, z. B. Geschäftsführung, Vorstand oder Amtsleitung]',
  },
  {
    title: 'Kontakt',
    copy: md(
      lines(
        'E-Mail: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Telefon: [+49 40 000000-0](tel:+49400000000)',
      ),
      'Am schnellsten erreichst du uns über unsere [Kontaktseite](/meta/kontakt). Wir antworten in der Regel innerhalb von drei Werktagen.',
    ),
  },
  {
    title: 'Registereintrag',
    copy: md(
      'Eingetragen im [Handels- oder Vereinsregister] beim Registergericht [Amtsgericht Hamburg] unter der Nummer [Registernummer].',
      'Betreibt eine Behörde das Portal, entfällt der Registereintrag. An seiner Stelle steht dann die zuständige Aufsichtsbehörde: [Name der Aufsichtsbehörde].',
    ),
  },
  {
    title: 'Umsatzsteuer-Identifikationsnummer',
    copy: 'Umsatzsteuer-Identifikationsnummer nach § 27a Umsatzsteuergesetz: [DE000000000]',
  },
  {
    title: 'Verantwortlich für den Inhalt',
    copy: md(
      'Verantwortlich für journalistisch-redaktionelle Inhalte nach § 18 Abs. 2 Medienstaatsvertrag (MStV):',
      lines('[Name der verantwortlichen Person]', 'Anschrift wie oben'),
    ),
  },
  {
    title: 'Streitbeilegung',
    copy: md(
      'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt. Wir verweisen deshalb nicht mehr auf sie.',
      'Wir sind nicht bereit und nicht verpflichtet, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen. Wende dich mit einem Anliegen gern direkt an uns.',
    ),
  },
  {
    title: 'Inhalte von Nutzerinnen und Nutzern',
    copy: 'Sportorte, Mitmach-Angebote und Vereinsangaben tragen auch Nutzerinnen, Nutzer und Vereine selbst ein. Für diese Einträge sind die jeweiligen Verfasserinnen und Verfasser verantwortlich. Sobald wir von einem rechtswidrigen Eintrag erfahren, entfernen wir ihn. Du kannst jeden Eintrag über „Melden“ an unsere Redaktion schicken.',
  },
  {
    title: 'Links und Bildnachweise',
    copy: md(
      'Für die Inhalte verlinkter fremder Seiten sind allein deren Anbieter verantwortlich. Die Illustrationen, Fotos und Videos dieses Demo-Portals stammen vom Demo-Betreiber, soweit nicht anders angegeben.',
      'Bezirksgrenzen: „Hamburg Geodata“, abgeleitet aus den amtlichen Verwaltungsgrenzen der Freien und Hansestadt Hamburg, vereinfacht; Lizenz [Creative Commons Namensnennung 4.0 International (CC BY 4.0)](https://creativecommons.org/licenses/by/4.0/deed.de).',
    ),
  },
];

const en: Section[] = [
  {
    title: 'Provider',
    copy: md(
      'The service provider within the meaning of § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG) is:',
      lines(
        '**[Name of the operator, e.g. public authority, association or company]**',
        'Active City Hamburg – demo portal',
        '[Street and house number]',
        '[Postcode] Hamburg',
        'Germany',
      ),
    ),
  },
  {
    title: 'Represented by',
    copy: '[Name of the authorised representative], [Role, e.g. managing director, board or head of office]',
  },
  {
    title: 'Contact',
    copy: md(
      lines(
        'Email: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Phone: [+49 40 000000-0](tel:+49400000000)',
      ),
      'The quickest way to reach us is our [contact page](/meta/kontakt). We usually reply within three working days.',
    ),
  },
  {
    title: 'Register entry',
    copy: md(
      'Registered in the [commercial register or register of associations] at the register court [Amtsgericht Hamburg] under number [register number].',
      'If a public authority runs the portal, there is no register entry. Its place is taken by the competent supervisory authority: [name of the supervisory authority].',
    ),
  },
  {
    title: 'VAT identification number',
    copy: 'VAT identification number under § 27a of the German VAT Act (Umsatzsteuergesetz): [DE000000000]',
  },
  {
    title: 'Responsible for the content',
    copy: md(
      'Responsible for journalistic and editorial content under § 18 (2) of the German Interstate Media Treaty (Medienstaatsvertrag, MStV):',
      lines('[Name of the responsible person]', 'Address as above'),
    ),
  },
  {
    title: 'Dispute resolution',
    copy: md(
      'The European Commission’s online dispute resolution platform (ODR platform) was closed on 20 July 2025. We therefore no longer refer to it.',
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board within the meaning of the German Consumer Dispute Resolution Act (VSBG). Please contact us directly with any concern.',
    ),
  },
  {
    title: 'Content posted by users',
    copy: 'Sports spots, join-in offers and club details are also entered by users and clubs themselves. The people who write these entries are responsible for them. As soon as we learn of an unlawful entry, we remove it. You can send any entry to our editorial team with “Report”.',
  },
  {
    title: 'Links and image credits',
    copy: md(
      'The providers of linked third-party pages alone are responsible for their content. The illustrations, photos and videos of this demo portal come from the demo operator unless stated otherwise.',
      'District boundaries: "Hamburg Geodata", derived from the official administrative boundaries of the Free and Hanseatic City of Hamburg, simplified; licence [Creative Commons Attribution 4.0 International (CC BY 4.0)](https://creativecommons.org/licenses/by/4.0/).',
    ),
  },
];

export const imprint = sections(de, en);
