use super::*;
use crate::runtime::pollster;

fn seats(humans: usize, bots: usize) -> Vec<SeatSpec> {
    let mut seats = Vec::new();
    for i in 0..humans {
        seats.push(SeatSpec {
            name: format!("H{i}"),
            kind: SeatKindSpec::Human,
            colour: String::new(),
            avatar: String::new(),
        });
    }
    for i in 0..bots {
        seats.push(SeatSpec {
            name: format!("B{i}"),
            kind: SeatKindSpec::Bot {
                level: BotLevel::Easy,
            },
            colour: String::new(),
            avatar: String::new(),
        });
    }
    seats
}

fn config(game: &str, humans: usize, bots: usize) -> TableConfig {
    TableConfig {
        game: game.to_string(),
        variant: None,
        seats: seats(humans, bots),
        settings: TableSettings {
            auto_single_choice: false,
            bot_delay_ms: 0,
            hard_iterations: 50,
        },
        seed: Some(7),
        options: None,
    }
}

/// Plays to the end: humans take their first legal action (after a hand-over).
fn play_out(table: &GameTable) -> usize {
    let mut decisions = 0;
    loop {
        match table.pending().unwrap() {
            PendingDecision::Human { seat, hand_over } => {
                if hand_over {
                    assert!(matches!(
                        table.view(seat),
                        Err(TableError::HandOverFirst { .. })
                    ));
                    table.hand_over(seat).unwrap();
                }
                let view = table.view(seat).unwrap();
                assert!(!view.decision.is_empty());
                let legal = table.legal_actions(seat).unwrap();
                table.act(seat, legal[0].clone()).unwrap();
            }
            PendingDecision::Bot { .. } => assert!(pollster(table.play_bot_turn()).unwrap()),
            PendingDecision::Remote { .. } => panic!("no remote seats here"),
            PendingDecision::NotStarted => panic!("a game table is dealt at once"),
            PendingDecision::Finished => return decisions,
        }
        decisions += 1;
    }
}

#[test]
fn every_game_plays_to_the_end_solo_and_pass_and_play() {
    for game in crate::game_ids() {
        let players = if game == "help" { 3 } else { 4 };
        for humans in [1, 2] {
            let table = GameTable::create(config(&game, humans, players - humans)).unwrap();
            assert!(play_out(&table) > 0, "{game}");
            assert!(table.outcome().unwrap().is_some());
            assert!(!pollster(table.play_bot_turn()).unwrap());
        }
    }
}

#[test]
fn views_are_filled_in() {
    let table = GameTable::create(config("elfer_raus", 1, 3)).unwrap();
    let view = table.view(0).unwrap();
    assert_eq!(view.players.len(), 4);
    assert_eq!(view.rows.len(), 4);
    assert!(!view.hand.is_empty());
    assert!(matches!(
        table.view(1),
        Err(TableError::WrongSeatKind { .. })
    ));
    let table = GameTable::create(config("77", 1, 3)).unwrap();
    let view = table.view(0).unwrap();
    assert!(view.hand.iter().all(|c| c.id.contains('#')));
    assert_eq!(view.total, Some(0));
}

#[test]
fn bad_actions_are_typed() {
    let table = GameTable::create(config("rauswurf", 1, 1)).unwrap();
    while let PendingDecision::Bot { .. } = table.pending().unwrap() {
        pollster(table.play_bot_turn()).unwrap();
    }
    let mut choice = table.legal_actions(0).unwrap()[0].clone();
    choice.code = "{".into();
    assert!(matches!(
        table.act(0, choice.clone()),
        Err(TableError::BadAction { .. })
    ));
    choice.code = r#"{"play": 99}"#.into();
    assert!(matches!(
        table.act(0, choice),
        Err(TableError::BadAction { .. } | TableError::Illegal { .. })
    ));
}

#[test]
fn game_options_are_set_and_checked() {
    let mut match_config = config("elfer_raus", 1, 1);
    match_config.options = Some(r#"{"match_games": 3, "two_player_three_colours": true}"#.into());
    let table = GameTable::create(match_config).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&table.save().unwrap()).unwrap();
    let saved = saved.to_string();
    assert!(saved.contains(r#""match_games":3"#), "{saved}");
    assert!(saved.contains(r#""players":2"#), "{saved}");
    for bad in [
        r#"{"wizards": 1}"#,
        "[1]",
        "{",
        r#"{"match_games": "many"}"#,
    ] {
        let mut bad_config = config("elfer_raus", 1, 1);
        bad_config.options = Some(bad.into());
        assert!(
            matches!(GameTable::create(bad_config), Err(TableError::Setup { .. })),
            "{bad}"
        );
    }
}

#[test]
fn settings_can_be_changed() {
    let table = GameTable::create(config("77", 1, 3)).unwrap();
    let mut settings = table.settings().unwrap();
    settings.bot_delay_ms = 1234;
    settings.auto_single_choice = true;
    table.set_settings(settings.clone()).unwrap();
    assert_eq!(table.settings().unwrap(), settings);
}

#[test]
fn save_and_resume() {
    let table = GameTable::create(config("help", 1, 2)).unwrap();
    let saved = table.save().unwrap();
    let resumed = GameTable::resume(saved.clone()).unwrap();
    assert_eq!(resumed.save().unwrap(), saved);
    assert!(matches!(
        GameTable::resume("{".into()),
        Err(TableError::Unreadable { .. })
    ));
    assert!(matches!(
        GameTable::create(config("skat", 1, 1)),
        Err(TableError::UnknownGame { .. })
    ));
}
