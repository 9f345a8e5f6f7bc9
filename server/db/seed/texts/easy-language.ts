import { list, md, sections, type Section } from './build.ts';

// The portal in easy language: German after the rules of Leichte Sprache (short sentences,
// one statement each, common words, hard words explained, compounds split by a media dot),
// English in Easy English. Every German sentence has at most 15 words (seed-pages.test.ts).

const de: Section[] = [
  {
    title: 'Was ist Active City Hamburg?',
    copy: md(
      'Active City Hamburg ist eine Internet·seite.',
      'Hier finden Sie Sport in Hamburg.',
      'Zum Beispiel:',
      list('Lauf·treffs', 'Yoga im Park', 'Schwimm·kurse', 'Sport·vereine'),
      'Viele Sport·angebote sind kostenlos.',
      'Das heißt: Sie müssen nichts bezahlen.',
      'Alle Menschen können mitmachen.',
      'Auch Menschen mit Behinderung.',
    ),
  },
  {
    title: 'So finden Sie ein Sport·angebot',
    copy: md(
      'Gehen Sie auf die Seite **Sport·angebot**.',
      'Dort sehen Sie eine Karte.',
      'Auf der Karte sind Punkte.',
      'Jeder Punkt ist ein Ort für Sport.',
      'Sie können die Angebote auch als Liste ansehen.',
      'Eine Liste ist oft leichter zu lesen.',
      'Sie können auch suchen.',
      'Zum Beispiel nach:',
      list(
        'einer Sport·art, zum Beispiel Fußball',
        'Ihrem Stadt·teil, zum Beispiel Altona',
        'einer Gruppe, zum Beispiel Kinder oder Senioren',
      ),
      'Senioren sind ältere Menschen.',
      'Klicken Sie auf ein Angebot.',
      'Dann sehen Sie mehr Infos.',
      'Zum Beispiel: Wo ist das Angebot? Wann ist das Angebot?',
    ),
  },
  {
    title: 'So machen Sie ein Konto',
    copy: md(
      'Ein Konto ist Ihr eigener Bereich auf der Internet·seite.',
      'Mit einem Konto können Sie mehr machen.',
      'Zum Beispiel:',
      list('Lieblings·orte speichern', 'eigene Sport·orte eintragen', 'einen Fehler melden'),
      'So geht es:',
      list(
        'Klicken Sie oben auf **Anmelden**.',
        'Klicken Sie dann auf **Registrieren**.',
        'Schreiben Sie Ihren Namen in das Formular.',
        'Schreiben Sie Ihre E-Mail-Adresse in das Formular.',
        'Denken Sie sich ein Pass·wort aus.',
      ),
      'Ein Pass·wort ist ein geheimes Wort.',
      'Nur Sie kennen das Pass·wort.',
      'Danach bekommen Sie eine E-Mail.',
      'In der E-Mail ist ein Link.',
      'Klicken Sie auf den Link.',
      'Jetzt ist Ihr Konto fertig.',
      'Das Konto ist kostenlos.',
    ),
  },
  {
    title: 'So bekommen Sie Hilfe',
    copy: md(
      'Sie haben eine Frage?',
      'Oder etwas klappt nicht?',
      'Dann helfen wir Ihnen gern.',
      'Schreiben Sie uns eine E-Mail.',
      'Die Adresse ist: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
      'Oder rufen Sie uns an.',
      'Die Telefon·nummer ist: [+49 40 000000-0](tel:+49400000000)',
      'Mehr Infos stehen auf der Seite [Kontakt](/meta/kontakt).',
      'Viele Antworten stehen auf der Seite [Häufige Fragen](/meta/faq).',
    ),
  },
  {
    title: 'Über diesen Text',
    copy: md(
      'Diesen Text hat der Demo·betreiber geschrieben.',
      'Der Demo·betreiber ist eine Beispiel·firma.',
      'Die Seite zeigt, wie die Internet·seite funktioniert.',
    ),
  },
];

const en: Section[] = [
  {
    title: 'What is Active City Hamburg?',
    copy: md(
      'Active City Hamburg is a website.',
      'Here you can find sport in Hamburg.',
      'For example:',
      list('running groups', 'yoga in the park', 'swimming classes', 'sports clubs'),
      'Many sports offers are free.',
      'This means: you pay nothing.',
      'Everyone can join in.',
      'People with disabilities can join in too.',
    ),
  },
  {
    title: 'How to find a sports offer',
    copy: md(
      'Go to the page **Sports offers**.',
      'There you see a map.',
      'The map has dots on it.',
      'Each dot is a place for sport.',
      'You can also look at the offers as a list.',
      'A list is often easier to read.',
      'You can also search.',
      'For example for:',
      list(
        'a sport, for example football',
        'your part of the city, for example Altona',
        'a group, for example children or older people',
      ),
      'Click on an offer.',
      'Then you see more information.',
      'For example: Where is the offer? When is the offer?',
    ),
  },
  {
    title: 'How to make an account',
    copy: md(
      'An account is your own space on the website.',
      'With an account you can do more.',
      'For example:',
      list('save your favourite places', 'add your own sports places', 'tell us about a mistake'),
      'This is how it works:',
      list(
        'Click on **Log in** at the top.',
        'Then click on **Register**.',
        'Write your name in the form.',
        'Write your email address in the form.',
        'Think of a password.',
      ),
      'A password is a secret word.',
      'Only you know the password.',
      'Then you get an email.',
      'The email has a link in it.',
      'Click on the link.',
      'Now your account is ready.',
      'The account is free.',
    ),
  },
  {
    title: 'How to get help',
    copy: md(
      'Do you have a question?',
      'Or does something not work?',
      'We are happy to help you.',
      'Write us an email.',
      'The address is: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
      'Or give us a call.',
      'The phone number is: [+49 40 000000-0](tel:+49400000000)',
      'There is more information on the page [Contact](/meta/kontakt).',
      'You can find many answers on the page [Frequently asked questions](/meta/faq).',
    ),
  },
  {
    title: 'About this text',
    copy: md(
      'The demo operator wrote this text.',
      'The demo operator is an example company.',
      'This page shows how the website works.',
    ),
  },
];

export const easyLanguage = sections(de, en);
