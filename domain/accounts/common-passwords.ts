// Passwords that head every breach list (the most frequent from public breach corpora).
// Rejecting them costs nothing and stops the first guesses of any credential-stuffing run.
const list = `123456 123456789 12345678 password qwerty123 qwerty 111111 12345 secret 123123 1234567890
1234567 000000 abc123 password1 iloveyou 11111111 dragon monkey 123321 654321 666666 121212 123qwe
qwertyuiop 1q2w3e4r 1qaz2wsx zaq12wsx qwerty12 asdfghjkl asdfgh asdf1234 letmein welcome football
baseball sunshine princess admin admin123 passw0rd password123 password12 starwars whatever trustno1
master hello123 freedom superman batman charlie shadow michael jennifer jordan23 login 123abc
hallo123 passwort passwort1 hallo schalke04 hamburg fussball ficken schatz12 lieblings 1234qwer
q1w2e3r4 q1w2e3r4t5 987654321 87654321 11223344 112233 123654 147258369 159753 741852963 1111111
1234512345 0123456789 abcd1234 abcdefg abcdefgh aaaaaa aaaaaaaa 88888888 99999999 12341234
changeme default guest test1234 test123 testtest computer internet samsung google mustang
killer pokemon liverpool chelsea arsenal hamburger bayern123 borussia werder st.pauli
sommer2024 sommer2025 sommer2026 winter2025 winter2026 frühling herbst2025
ichliebedich ichliebedich1 iloveyou1 schatzi mausi mausi123 hallo1 hallo1234 passwort123
passwort12 geheim geheim123 sonnenschein deutschland hamburg1 hamburg123 dortmund09 fussball1
lieblingsmensch ichbins`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
