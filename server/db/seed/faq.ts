const l = (de: string, en: string) => ({ de, en });

/** FAQ in the four groups of spec/portal.md §2. */
export const demoFaq: {
  group: 'general' | 'website' | 'app' | 'playground';
  title: { de: string; en: string };
  content: { de: string; en: string };
}[] = [
  {
    group: 'general',
    title: l('Was ist Active City Hamburg?', 'What is Active City Hamburg?'),
    content: l(
      'Das Programm der Stadt für mehr Bewegung im Alltag – mit kostenlosen Angeboten in allen Bezirken.',
      'The city’s programme for more everyday exercise – with free offers in every borough.',
    ),
  },
  {
    group: 'general',
    title: l('Kostet die Teilnahme etwas?', 'Does it cost anything?'),
    content: l(
      'Nein. Alle Angebote auf der Karte mit dem Merkmal „kostenlos“ sind frei.',
      'No. Every offer on the map marked “free” costs nothing.',
    ),
  },
  {
    group: 'website',
    title: l('Wie trage ich ein Angebot ein?', 'How do I add an offer?'),
    content: l(
      'Melde dich an, öffne das Sportangebot und wähle „Eintrag hinzufügen“.',
      'Log in, open the sports offers and choose “Add entry”.',
    ),
  },
  {
    group: 'website',
    title: l('Wie ändere ich meine Daten?', 'How do I change my details?'),
    content: l('Unter „Dein Profil“ → „Daten ändern“.', 'Under “Your profile” → “Change details”.'),
  },
  {
    group: 'app',
    title: l('Gibt es eine App?', 'Is there an app?'),
    content: l(
      'Ja, für iOS und Android. Die Links findest du unten auf jeder Seite.',
      'Yes, for iOS and Android. The links are at the bottom of every page.',
    ),
  },
  {
    group: 'app',
    title: l('Funktioniert die App ohne Konto?', 'Does the app work without an account?'),
    content: l(
      'Ja. Zum Speichern von Favoriten brauchst du ein Konto.',
      'Yes. You need an account to save favourites.',
    ),
  },
  {
    group: 'playground',
    title: l(
      'Wo finde ich Spielplätze mit Sportgeräten?',
      'Where are playgrounds with sports equipment?',
    ),
    content: l(
      'Auf der Karte unter dem Typ „Active Spot“ und der Kategorie „Bewegungsinsel“.',
      'On the map under the type “Active Spot” and the category “Activity island”.',
    ),
  },
];
