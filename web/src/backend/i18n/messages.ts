// The backend's own texts; react-admin's come from ra-de.ts and ra-language-english.
import { mergeTranslations } from 'react-admin';
import { contentEditorMessages } from './messages-content.ts';
import { moderationMessages } from './moderation-messages.ts';
import { peptalkMessages } from './peptalk-messages.ts';
import { accountMessages } from './account-messages.ts';
import { offerMessages } from './offer-messages.ts';
import { shopMessages } from './shop-messages.ts';
import { summerMessages } from './summer-messages.ts';
import { validationMessages } from './validation-messages.ts';

const de = {
  backend: {
    title: 'Redaktion',
    de: 'Deutsch',
    en: 'Englisch',
    missing_en: 'EN fehlt',
    complete: 'vollständig',
    preview: 'Vorschau',
    history: 'Verlauf',
    history_empty: 'Noch keine Änderungen aufgezeichnet.',
    reload: 'Neu laden',
    forbidden:
      'Ihr Konto hat keine Rolle für die Redaktion. Melden Sie sich mit einem Redaktionskonto an.',
    login_hint: 'Anmeldung mit dem Konto des Portals',
    errors: {
      invalid: 'Bitte prüfen Sie die markierten Felder.',
      conflict:
        'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Laden Sie ihn neu, um die Änderungen zu sehen, und speichern Sie dann erneut.',
    },
    dashboard: {
      waiting: 'Wartet auf Arbeit',
      latest: 'Letzte Änderungen',
      unpublished_pages: 'Unveröffentlichte Seiten',
      draft_fragments: 'Fragmente im Entwurf',
      scheduled_articles: 'Geplante News',
      scheduled_events: 'Geplante Events',
      unpublished_highlights: 'Unveröffentlichte Highlights',
      missing_translations: 'Fehlende englische Titel',
      open_reports: 'Offene Meldungen',
      category_suggestions: 'Kategorie-Vorschläge',
    },
    fragments: {
      title: 'Fragmente',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      duplicate: 'Duplizieren',
      drag: 'Ziehen zum Verschieben',
      moved: 'Reihenfolge gespeichert',
      add: 'Fragment hinzufügen',
      content_invalid: 'Der Inhalt passt nicht zur Vorlage',
      no_fields: 'Diese Vorlage hat keine Felder.',
    },
  },
  resources: {
    pages: {
      name: 'Seite |||| Seiten',
      fields: {
        slug: 'Pfad',
        title: 'Titel',
        navi_label: 'Navigationsname',
        description: 'Beschreibung',
        position: 'Position in der Navigation',
        published: 'Veröffentlicht',
        missing_en: 'Übersetzung',
        updated_at: 'Geändert',
      },
    },
    fragments: {
      name: 'Fragment |||| Fragmente',
      fields: {
        template: 'Vorlage',
        public: 'Öffentlich',
        content: 'Inhalt',
        position: 'Position',
        page_id: 'Seite',
        article_id: 'News',
        event_id: 'Event',
      },
    },
    articles: {
      name: 'News',
      fields: {
        slug: 'Pfad',
        published_start: 'Veröffentlicht ab',
        teaser_title: 'Titel',
        teaser_description: 'Anreißer',
        teaser_image: 'Bild',
        teaser_image_copyright: 'Bildrechte',
        teaser_image_caption: 'Bildunterschrift',
        detail_title: 'Titel der Detailseite',
        detail_image: 'Bild der Detailseite',
        detail_image_alt: 'Alternativtext des Bildes',
        description: 'Beschreibung',
        tags: 'Schlagwörter',
        external: 'Externer Artikel',
        external_url: 'Externe Adresse',
        missing_en: 'Übersetzung',
        scheduled: 'Geplant',
      },
    },
    events: {
      name: 'Event |||| Events',
      fields: {
        slug: 'Pfad',
        published_start: 'Veröffentlicht ab',
        teaser_title: 'Titel',
        teaser_description: 'Anreißer',
        teaser_image: 'Bild',
        detail_image: 'Bild der Detailseite',
        detail_image_alt: 'Alternativtext des Bildes',
        event_start: 'Beginn',
        event_end: 'Ende',
        event_allday: 'Ganztägig',
        event_location: 'Ort',
        event_url: 'Adresse',
        description: 'Beschreibung',
        missing_en: 'Übersetzung',
        scheduled: 'Geplant',
        upcoming: 'Bevorstehend',
      },
    },
    highlights: {
      name: 'Highlight |||| Highlights',
      fields: {
        type: 'Art',
        internal_url: 'Interne Adresse',
        external_url: 'Externe Adresse',
        title: 'Titel',
        topline: 'Dachzeile',
        richtext: 'Text',
        file: 'Bild oder Video',
        file_alt: 'Alternativtext',
        file_caption: 'Bildunterschrift',
        poster: 'Vorschaubild',
        position: 'Position',
        published: 'Veröffentlicht',
        missing_en: 'Übersetzung',
      },
    },
    faq: {
      name: 'FAQ',
      fields: {
        group: 'Gruppe',
        title: 'Frage',
        content: 'Antwort',
        position: 'Position',
        missing_en: 'Übersetzung',
      },
    },
    categories: {
      name: 'Kategorie |||| Kategorien',
      fields: {
        slug: 'Kürzel',
        title: 'Titel',
        icon: 'Symbol',
        hidden: 'Verborgen',
        position: 'Reihenfolge',
        missing_en: 'Übersetzung',
      },
    },
    spottypes: {
      name: 'Spot-Art |||| Spot-Arten',
      fields: { slug: 'Kürzel', title: 'Titel', missing_en: 'Übersetzung' },
    },
    peptalks: peptalkMessages.de,
    districts: { name: 'Bezirk |||| Bezirke', fields: { name: 'Name', slug: 'Kürzel' } },
    settings: { name: 'Einstellungen' },
    users: {
      name: 'Konto |||| Konten',
      fields: {
        username: 'Benutzername',
        email: 'E-Mail',
        name: 'Name',
        role: 'Rolle',
        roles: 'Rollen',
      },
    },
  },
};

type Messages = typeof de;

const en: Messages = {
  backend: {
    title: 'Editors',
    de: 'German',
    en: 'English',
    missing_en: 'EN missing',
    complete: 'complete',
    preview: 'Preview',
    history: 'History',
    history_empty: 'No changes recorded yet.',
    reload: 'Reload',
    forbidden: 'Your account has no editors’ role. Sign in with an editor account.',
    login_hint: 'Sign in with your portal account',
    errors: {
      invalid: 'Please check the marked fields.',
      conflict:
        'Someone else changed this record in the meantime. Reload it to see their changes, then save again.',
    },
    dashboard: {
      waiting: 'Waiting for work',
      latest: 'Latest changes',
      unpublished_pages: 'Unpublished pages',
      draft_fragments: 'Draft fragments',
      scheduled_articles: 'Scheduled news',
      scheduled_events: 'Scheduled events',
      unpublished_highlights: 'Unpublished highlights',
      missing_translations: 'Missing English titles',
      open_reports: 'Open reports',
      category_suggestions: 'Category suggestions',
    },
    fragments: {
      title: 'Fragments',
      move_up: 'Move up',
      move_down: 'Move down',
      duplicate: 'Duplicate',
      drag: 'Drag to move',
      moved: 'Order saved',
      add: 'Add fragment',
      content_invalid: 'The content does not fit the template',
      no_fields: 'This template has no fields.',
    },
  },
  resources: {
    pages: {
      name: 'Page |||| Pages',
      fields: {
        ...de.resources.pages.fields,
        slug: 'Path',
        title: 'Title',
        navi_label: 'Navigation label',
        description: 'Description',
        position: 'Position in the navigation',
        published: 'Published',
        missing_en: 'Translation',
        updated_at: 'Changed',
      },
    },
    fragments: {
      name: 'Fragment |||| Fragments',
      fields: {
        template: 'Template',
        public: 'Public',
        content: 'Content',
        position: 'Position',
        page_id: 'Page',
        article_id: 'News',
        event_id: 'Event',
      },
    },
    articles: {
      name: 'News',
      fields: {
        ...de.resources.articles.fields,
        slug: 'Path',
        published_start: 'Published from',
        teaser_title: 'Title',
        teaser_description: 'Teaser',
        teaser_image: 'Image',
        teaser_image_copyright: 'Image credit',
        teaser_image_caption: 'Caption',
        detail_title: 'Detail title',
        detail_image: 'Detail image',
        detail_image_alt: 'Image alternative text',
        description: 'Description',
        tags: 'Tags',
        external: 'External article',
        external_url: 'External address',
        missing_en: 'Translation',
        scheduled: 'Scheduled',
      },
    },
    events: {
      name: 'Event |||| Events',
      fields: {
        ...de.resources.events.fields,
        slug: 'Path',
        published_start: 'Published from',
        teaser_title: 'Title',
        teaser_description: 'Teaser',
        teaser_image: 'Image',
        detail_image: 'Detail image',
        detail_image_alt: 'Image alternative text',
        event_start: 'Start',
        event_end: 'End',
        event_allday: 'All day',
        event_location: 'Location',
        event_url: 'Address',
        description: 'Description',
        missing_en: 'Translation',
        scheduled: 'Scheduled',
        upcoming: 'Upcoming',
      },
    },
    highlights: {
      name: 'Highlight |||| Highlights',
      fields: {
        ...de.resources.highlights.fields,
        type: 'Kind',
        internal_url: 'Internal address',
        external_url: 'External address',
        title: 'Title',
        topline: 'Topline',
        richtext: 'Text',
        file: 'Image or video',
        file_alt: 'Alternative text',
        file_caption: 'Caption',
        poster: 'Poster',
        published: 'Published',
        missing_en: 'Translation',
      },
    },
    faq: {
      name: 'FAQ',
      fields: {
        group: 'Group',
        title: 'Question',
        content: 'Answer',
        position: 'Position',
        missing_en: 'Translation',
      },
    },
    categories: {
      name: 'Category |||| Categories',
      fields: {
        slug: 'Key',
        title: 'Title',
        icon: 'Icon',
        hidden: 'Hidden',
        position: 'Order',
        missing_en: 'Translation',
      },
    },
    spottypes: {
      name: 'Spot type |||| Spot types',
      fields: { slug: 'Key', title: 'Title', missing_en: 'Translation' },
    },
    peptalks: peptalkMessages.en,
    districts: { name: 'District |||| Districts', fields: { name: 'Name', slug: 'Key' } },
    settings: { name: 'Settings' },
    users: {
      name: 'Account |||| Accounts',
      fields: { username: 'Username', email: 'E-mail', name: 'Name', role: 'Role', roles: 'Roles' },
    },
  },
};

// react-admin's own merge: each area's catalogue adds its keys to the shared groups. Every
// catalogue is merged here, so the check of the keys the server sends reads all of them.
export const backendAreaMessages = [
  validationMessages,
  contentEditorMessages,
  moderationMessages,
  shopMessages,
  offerMessages,
  summerMessages,
  accountMessages,
] as const;
type AreaMessages<L extends 'de' | 'en'> = (typeof contentEditorMessages)[L] &
  (typeof moderationMessages)[L];

export const backendMessages = {
  de: mergeTranslations(de, ...backendAreaMessages.map((area) => area.de)) as Messages &
    AreaMessages<'de'>,
  en: mergeTranslations(en, ...backendAreaMessages.map((area) => area.en)) as Messages &
    AreaMessages<'en'>,
};
