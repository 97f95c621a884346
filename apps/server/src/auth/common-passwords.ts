/**
 * Passwords that appear at the top of every published breach list, compared in lower case.
 * Only entries of 8 characters or more matter (shorter ones are refused by length), so the
 * list keeps those. Sources: the widely circulated "most common passwords" lists (SecLists,
 * NCSC's 100k list, yearly top-200 reports); this is their common head, not a copy of any one.
 */
const LIST = `
password password1 password12 password123 password1234 password12345 password! password1! passw0rd passw0rd1
p@ssword p@ssw0rd p@ssw0rd1 p@55w0rd pa55word pa55w0rd passwort passwort1 wachtwoord wachtwoord1
motdepasse contraseña contrasena senha123 parola123 haslo123 salasana
12345678 123456789 1234567890 12345678910 0123456789 0987654321 9876543210 987654321 87654321
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 12121212 13131313 11223344 12341234 12344321 11112222
123123123 1231231234 123321123 123456123 1234512345 147258369 159753456 123454321 741852963 963852741
789456123 741852963 147852369 159357456 12345qwert 1qaz2wsx 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y zaq12wsx zaq1zaq1 qazwsxedc qazwsx123 qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12
qwertyu1 qwerty12345 qwerty! qwerty123! qwertz123 azertyuiop azerty123 asdfghjk asdfghjkl asdf1234
asdfasdf zxcvbnm1 zxcvbnm123 zxcvbnma 1234qwer qwer1234 abcd1234 abc12345 abc123456 abcdefgh
abcdefg1 abcdef12 aaaaaaaa aaaaaaaaa abcabcabc a1b2c3d4 a1b2c3d4e5 aa123456 aa12345678 q1w2e3r4
q1w2e3r4t5 q1w2e3r4t5y6 1a2b3c4d iloveyou iloveyou1 iloveyou2 iloveyou! iloveyou123 ilovegod
princess princess1 sunshine sunshine1 football football1 baseball baseball1 basketball superman
superman1 batman123 spiderman starwars starwars1 pokemon123 michael1 jennifer jordan23 charlie1
welcome1 welcome123 welcome! welkom01 welkom123 bienvenue letmein1 letmein123 trustno1 trustno1!
whatever whatever1 computer computer1 internet internet1 samsung123 iphone123 google123 facebook
facebook1 linkedin twitter1 instagram youtube1 microsoft windows1 windows7 windows10 playstation
xbox3600 minecraft minecraft1 fortnite1 liverpool liverpool1 chelsea1 arsenal1 manchester
barcelona realmadrid juventus ajax1900 feyenoord psv12345 dragon12 dragon123 monkey12 monkey123
shadow12 shadow123 master12 master123 mustang1 michelle jessica1 ashley12 nicole12 daniel12 matthew1
andrew12 joshua12 hannah12 loveyou1 lovelove lovely12 babygirl babygirl1 sweetheart butterfly
chocolate cookie12 pepper12 ginger12 summer12 summer2020 summer2021 summer2022 summer2023 summer2024
summer2025 summer2026 winter12 winter2024 winter2025 winter2026 spring2025 autumn2025 december
november september october1 january1 february monday12 friday13 freedom1 liberty1 america1
beautiful hello123 hello1234 hellohello helloworld goodluck1 blessed1 jesus123 jesuschrist
christmas christmas1 qwertyqwerty changeme changeme1 changeit default1 admin123 admin1234
administrator root1234 toor1234 secret12 secret123 mysecret letmein! access14 login123 user1234
guest123 test1234 test12345 testtest tester123 demo1234 temp1234 temporary 1password
mypassword mypass123 yourpassword pass1234 pass12345 passpass passport1 security1 trading1
trading123 trader123 bitcoin1 bitcoin123 ethereum money123 money1234 dollars1 euro1234 investor
investing forex123 broker123 stocks123 beurs123 amsterdam amsterdam1 rotterdam nederland
nederland1 holland1 europe123 london123 newyork1 paris123 berlin123 12qwaszx 1qazxsw2 2wsx3edc
3edc4rfv 1qw23er4 qweasdzxc qweasd123 zxcasdqwe asdzxc123 q2w3e4r5 poiuytrewq mnbvcxz1
lkjhgfdsa 7654321a a7654321 123abc123 abc123abc 123qwe123 qweqweqwe 123qweasd 1234abcd abcd12345
1234567a a1234567 a12345678 12345abc abc@123! p@ssword1 Password1! pass@123 pass@1234 admin@123
india123 killer12 hunter12 hunter123 ranger12 buster12 soccer12 hockey12 tigger12 thomas12
robert12 william1 george12 harley12 yankees1 cowboys1 eagles12 steelers packers1 lakers24
`;

/** The common passwords, lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0),
);
