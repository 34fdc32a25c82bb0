//! The demo club's members: Costa Rican names (a first name and both surnames, as the club
//! writes them), birth dates, playing hands and, for about half, an email address.

use std::collections::HashSet;

use chrono::{Datelike, NaiveDate};
use rand::Rng;
use rand::seq::IndexedRandom;

use crate::db::players::{BestHand, Level, NewPlayer};

const FIRST_NAMES: [&str; 62] = [
    "Andrés",
    "Luis",
    "José",
    "Carlos",
    "Diego",
    "Esteban",
    "Mauricio",
    "Jorge",
    "Alejandro",
    "Fabián",
    "Gabriel",
    "Daniel",
    "Sebastián",
    "Pablo",
    "Mario",
    "Rodrigo",
    "Ricardo",
    "Manuel",
    "Óscar",
    "Felipe",
    "Adrián",
    "Randall",
    "Marvin",
    "Minor",
    "Greivin",
    "Álvaro",
    "Roberto",
    "Javier",
    "Gerardo",
    "Josué",
    "Emmanuel",
    "María",
    "Ana",
    "Sofía",
    "Valeria",
    "Daniela",
    "Gabriela",
    "Mariana",
    "Fernanda",
    "Lucía",
    "Andrea",
    "Carolina",
    "Paola",
    "Natalia",
    "Laura",
    "Karla",
    "Silvia",
    "Marta",
    "Raquel",
    "Melissa",
    "Tatiana",
    "Jimena",
    "Camila",
    "Priscilla",
    "Rebeca",
    "Adriana",
    "Wendy",
    "Hazel",
    "Yorleny",
    "Ileana",
    "Catalina",
    "Marianela",
];

const SURNAMES: [&str; 46] = [
    "Rodríguez",
    "Vargas",
    "Jiménez",
    "Mora",
    "Rojas",
    "González",
    "Sánchez",
    "Hernández",
    "Ramírez",
    "Castro",
    "Alvarado",
    "Solís",
    "Araya",
    "Chaves",
    "Salas",
    "Quesada",
    "Arias",
    "Zúñiga",
    "Campos",
    "Madrigal",
    "Villalobos",
    "Calderón",
    "Cordero",
    "Brenes",
    "Murillo",
    "Segura",
    "Fallas",
    "Valverde",
    "Umaña",
    "Barrantes",
    "Soto",
    "Núñez",
    "Porras",
    "Montero",
    "Carvajal",
    "Ugalde",
    "Badilla",
    "Esquivel",
    "Picado",
    "Víquez",
    "Monge",
    "Aguilar",
    "Leiva",
    "Cascante",
    "Bolaños",
    "Herrera",
];

/// How many distinct names the lists can make: far more than any demo club needs.
pub const DISTINCT_NAMES: usize = FIRST_NAMES.len() * SURNAMES.len() * (SURNAMES.len() - 1);

/// Share of left-handed members, close to the share among tennis players.
const LEFT_HANDED: f64 = 0.15;
/// Share of members who gave an email address.
const WITH_EMAIL: f64 = 0.5;

/// A member to add, with the playing strength the demo uses to decide who wins.
#[derive(Debug, Clone)]
pub struct Member {
    /// What the club's Add Player form would receive.
    pub player: NewPlayer,
    /// Hidden playing strength, 0 to 100: the better player tends to win, not always.
    pub skill: f64,
}

/// Makes members with distinct names and distinct emails.
pub struct Roll {
    names: HashSet<String>,
    emails: HashSet<String>,
    today: NaiveDate,
}

impl Roll {
    /// An empty roll; ages are counted from `today`.
    pub fn new(today: NaiveDate) -> Roll {
        Roll {
            names: HashSet::new(),
            emails: HashSet::new(),
            today,
        }
    }

    /// The next member. Panics only if more than [`DISTINCT_NAMES`] were asked for, which
    /// the demo's limits rule out.
    pub fn next_member(&mut self, rng: &mut impl Rng) -> Member {
        assert!(self.names.len() < DISTINCT_NAMES, "the name lists ran out");
        let (first, surname, second_surname, name) = loop {
            let first = *FIRST_NAMES.choose(rng).unwrap_or(&"Ana");
            let surname = *SURNAMES.choose(rng).unwrap_or(&"Mora");
            let second_surname = *SURNAMES.choose(rng).unwrap_or(&"Rojas");
            if surname == second_surname {
                continue;
            }
            let name = format!("{first} {surname} {second_surname}");
            if self.names.insert(name.clone()) {
                break (first, surname, second_surname, name);
            }
        };
        let email = rng
            .random_bool(WITH_EMAIL)
            .then(|| self.email(first, surname, second_surname, rng));
        let best_hand = if rng.random_bool(LEFT_HANDED) {
            BestHand::Left
        } else {
            BestHand::Right
        };
        // Club members from juniors to veterans; the 28th keeps every month valid.
        let age = rng.random_range(15..=68);
        let date_of_birth = NaiveDate::from_ymd_opt(
            self.today.year() - age,
            rng.random_range(1..=12),
            rng.random_range(1..=28),
        )
        .map(|d| d.format("%Y-%m-%d").to_string());
        // The sum of two uniform draws clusters strengths in the middle, as in a real club.
        let skill: f64 = rng.random_range(0.0..50.0) + rng.random_range(0.0..50.0);
        Member {
            player: NewPlayer {
                name,
                email,
                date_of_birth,
                best_hand,
                // The stronger half of the club plays at B, the rest at C+ (Art. 2).
                level: Some(if skill >= 50.0 {
                    Level::B
                } else {
                    Level::CPlus
                }),
                // No phone: a made-up number could be someone's.
                phone: None,
            },
            skill,
        }
    }

    /// `andres.vargas@example.com`; a number or the second surname keeps it unique. The
    /// reserved `example.com` domain makes sure no real mailbox is ever written to.
    fn email(
        &mut self,
        first: &str,
        surname: &str,
        second_surname: &str,
        rng: &mut impl Rng,
    ) -> String {
        let local = format!("{}.{}", plain(first), plain(surname));
        let mut candidates = vec![
            local.clone(),
            format!(
                "{local}{}",
                plain(second_surname).chars().next().unwrap_or('x')
            ),
        ];
        candidates.push(format!("{local}{}", rng.random_range(10..100)));
        for candidate in candidates {
            let email = format!("{candidate}@example.com");
            if self.emails.insert(email.clone()) {
                return email;
            }
        }
        let mut n = self.emails.len();
        loop {
            let email = format!("{local}{n}@example.com");
            if self.emails.insert(email.clone()) {
                return email;
            }
            n += 1;
        }
    }
}

/// A name part as it goes into an address: lower case, accents dropped.
fn plain(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            'á' | 'Á' => 'a',
            'é' | 'É' => 'e',
            'í' | 'Í' => 'i',
            'ó' | 'Ó' => 'o',
            'ú' | 'Ú' | 'ü' => 'u',
            'ñ' | 'Ñ' => 'n',
            other => other.to_ascii_lowercase(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 15).unwrap()
    }

    #[test]
    fn a_thousand_members_have_distinct_names_and_emails() {
        let mut rng = StdRng::seed_from_u64(1);
        let mut roll = Roll::new(today());
        let members: Vec<Member> = (0..1000).map(|_| roll.next_member(&mut rng)).collect();
        let names: HashSet<&str> = members.iter().map(|m| m.player.name.as_str()).collect();
        assert_eq!(names.len(), 1000);
        let emails: Vec<&str> = members
            .iter()
            .filter_map(|m| m.player.email.as_deref())
            .collect();
        let distinct: HashSet<&&str> = emails.iter().collect();
        assert_eq!(distinct.len(), emails.len());
        assert!((400..=600).contains(&emails.len()), "{}", emails.len());
        assert!(
            emails
                .iter()
                .all(|e| e.is_ascii() && e.ends_with("@example.com"))
        );
        let left = members
            .iter()
            .filter(|m| m.player.best_hand == BestHand::Left)
            .count();
        assert!((100..=200).contains(&left), "{left} left-handed");
    }

    #[test]
    fn birth_dates_are_real_days_of_plausible_ages() {
        let mut rng = StdRng::seed_from_u64(2);
        let mut roll = Roll::new(today());
        for _ in 0..200 {
            let member = roll.next_member(&mut rng);
            let dob = member.player.date_of_birth.expect("everyone has one");
            let date = NaiveDate::parse_from_str(&dob, "%Y-%m-%d").unwrap();
            assert!((1958..=2011).contains(&date.year()), "{dob}");
            assert!((0.0..=100.0).contains(&member.skill));
        }
    }

    #[test]
    fn names_carry_a_first_name_and_two_different_surnames() {
        let mut rng = StdRng::seed_from_u64(3);
        let mut roll = Roll::new(today());
        for _ in 0..100 {
            let name = roll.next_member(&mut rng).player.name;
            let parts: Vec<&str> = name.split(' ').collect();
            assert_eq!(parts.len(), 3, "{name}");
            assert_ne!(parts[1], parts[2], "{name}");
        }
    }

    #[test]
    fn addresses_lose_their_accents() {
        assert_eq!(plain("Óscar"), "oscar");
        assert_eq!(plain("Núñez"), "nunez");
    }
}
