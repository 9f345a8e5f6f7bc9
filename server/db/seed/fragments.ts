// Demo fragments: one page shows every template of spec/portal.md §3, so editors and tests
// see each in both languages. Texts are { de, en } leaves; the server localises them.

const l = (de: string, en: string) => ({ de, en });

const paragraph = l(
  'Hamburg bewegt sich: in Parks, an der Alster, auf Plätzen und in Hallen. **Alle Angebote sind kostenlos** und offen für jedes Level. Mehr dazu im [Sportangebot](/angebot).',
  'Hamburg is on the move: in parks, by the Alster, on squares and in halls. **Every offer is free** and open to every level. More in the [sports offers](/angebot).',
);

export type FragmentSeed = { template: string; public?: boolean; content: Record<string, unknown> };

/** Positions of the fragments the showcase's table of contents links to. */
export const showcaseTocTargets = [0, 3, 4, 9];

/**
 * Every template once, in a sensible reading order. The toc lists fragment ids, which exist
 * only after the insert: the seed fills them in from showcaseTocTargets.
 */
export function showcaseFragments(): FragmentSeed[] {
  return [
    {
      template: 'text',
      content: { title: l('Worum es geht', 'What it is about'), copy: paragraph },
    },
    { template: 'toc', content: { title: l('Auf dieser Seite', 'On this page'), fragments: [] } },
    {
      template: 'alert',
      content: {
        title: l('Hinweis', 'Please note'),
        copy: l(
          'Bei Gewitter fallen Kurse im Freien aus.',
          'Outdoor classes are cancelled during thunderstorms.',
        ),
      },
    },
    {
      template: 'image',
      content: {
        title: l('Sommer im Park', 'Summer in the park'),
        image: '/demo/highlight-1.svg',
        alt: l('Menschen beim Yoga auf einer Wiese', 'People doing yoga on a lawn'),
        image_url: '/angebot',
        image_caption: l('Yoga im Stadtpark', 'Yoga in the city park'),
        image_gradient: true,
        image_label: l('Neu', 'New'),
      },
    },
    {
      template: 'text-image',
      content: {
        title: l('Für alle Generationen', 'For every generation'),
        copy: l(
          'Von der Krabbelgruppe bis zum Seniorensport: Jede Altersgruppe findet etwas.\n\n- Kinder und Jugend\n- Erwachsene\n- Aktiv im Alter',
          'From toddler groups to senior sport: every age group finds something.\n\n- Children and youth\n- Adults\n- Active in later life',
        ),
        image: '/demo/news-2.svg',
        alt: l('Familie auf Fahrrädern', 'A family on bikes'),
        image_caption: l('Radtour an der Elbe', 'Bike tour along the Elbe'),
        image_position: 'right',
        image_position_mobile: 'top',
      },
    },
    {
      template: 'slider-image',
      content: {
        title: l('Eindrücke', 'Impressions'),
        copy: l('Bilder vom letzten Sommer.', 'Pictures from last summer.'),
        items: [1, 2, 3].map((n) => ({
          image: `/demo/event-${n}.svg`,
          alt: l(`Sportszene ${n}`, `Sports scene ${n}`),
          image_caption: l(`Kurs ${n} im Freien`, `Outdoor class ${n}`),
          subline: l('Foto: Active City Hamburg', 'Photo: Active City Hamburg'),
        })),
      },
    },
    {
      template: 'infobox-slider',
      content: {
        title: l('Gut zu wissen', 'Good to know'),
        copy: l('Drei Dinge vor dem ersten Kurs.', 'Three things before your first class.'),
        items: [
          {
            title: l('Keine Anmeldung', 'No registration'),
            copy: l('Einfach zur Startzeit da sein.', 'Just be there at the start time.'),
          },
          {
            title: l('Bequeme Kleidung', 'Comfortable clothes'),
            copy: l(
              'Sportschuhe und etwas zu trinken reichen.',
              'Trainers and something to drink are enough.',
            ),
          },
          {
            title: l('Bei jedem Wetter', 'In any weather'),
            copy: l(
              'Nur bei Gewitter fällt der Kurs aus.',
              'Classes are only cancelled for thunderstorms.',
            ),
          },
        ],
      },
    },
    {
      template: 'quote',
      content: {
        quote: l('Sport verbindet die Stadt.', 'Sport brings the city together.'),
        subline: l('Teilnehmerin, 34', 'Participant, 34'),
        image: '/demo/news-4.svg',
        alt: l('Porträt einer Läuferin', 'Portrait of a runner'),
      },
    },
    {
      template: 'quote',
      content: {
        quote: l(
          'Ich bin vor zwei Jahren zum ersten Mal zum Lauftreff an der Alster gekommen, ohne jemanden zu kennen. Heute laufe ich dreimal die Woche mit der Gruppe, habe Freundinnen gefunden und im Herbst meinen ersten Halbmarathon geschafft.',
          'Two years ago I came to the running group by the Alster for the first time without knowing anyone. Today I run with the group three times a week, have made friends and finished my first half marathon in the autumn.',
        ),
        subline: l('Läuferin aus Winterhude', 'Runner from Winterhude'),
      },
    },
    {
      template: 'accordeon',
      content: {
        title: l('Wer darf mitmachen?', 'Who can join in?'),
        copy: l(
          'Alle – unabhängig von Alter, Können und Wohnort.',
          'Everyone – whatever their age, ability or address.',
        ),
      },
    },
    { template: 'separator', content: {} },
    {
      template: 'downloads',
      content: {
        title: l('Downloads', 'Downloads'),
        copy: l('Programm und Flyer zum Mitnehmen.', 'Programme and flyer to take away.'),
        items: [
          {
            name: l('Programmheft (PDF)', 'Programme (PDF)'),
            file: '/demo/programm.pdf',
            link: null,
            size: 673,
          },
          { name: l('Flyer (PDF)', 'Flyer (PDF)'), file: '/demo/flyer.pdf', link: null, size: 680 },
          {
            name: l('Sportentwicklungsplan', 'Sports development plan'),
            file: null,
            link: 'https://www.hamburg.de/sport',
            size: null,
          },
        ],
      },
    },
    {
      template: 'video',
      content: {
        title: l('Ein Sommer in 20 Sekunden', 'A summer in 20 seconds'),
        video_desktop: '/demo/alster.mp4',
        video_mobile: '/demo/alster.mp4',
        poster_desktop: '/demo/highlight-4.svg',
        poster_mobile: '/demo/highlight-4.svg',
      },
    },
    { template: 'custom-component', content: { component: 'newsletter-form' } },
    {
      template: 'text',
      public: false,
      content: {
        title: l('Entwurf: Termine 2027', 'Draft: dates for 2027'),
        copy: l('Noch nicht veröffentlicht.', 'Not published yet.'),
      },
    },
  ];
}

const howTo = l(
  'Du brauchst keine Anmeldung und keine Ausrüstung außer bequemer Kleidung. Komm einfach vorbei; bei Fragen hilft dir das Team vor Ort oder unser [Kontakt](/meta/kontakt).',
  'You need no registration and no equipment beyond comfortable clothes. Just come along; the team on site or our [contact page](/meta/kontakt) will help with any questions.',
);

/**
 * A short body for pages, articles and events. It does not repeat the lead: the detail page
 * shows the teaser text above the body already.
 */
export function storyFragments(): FragmentSeed[] {
  return [
    { template: 'text', content: { title: l('Mitmachen', 'Join in'), copy: paragraph } },
    { template: 'text', content: { title: l('So geht’s', 'How it works'), copy: howTo } },
  ];
}
