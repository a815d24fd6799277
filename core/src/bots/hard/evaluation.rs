//! How the hard bot judged a decision: what [`HardBot::evaluate`](super::HardBot::evaluate)
//! returns, for hints that explain themselves.

/// How the hard bot judged one decision: its choice, the medium policy's choice it
/// started from, and every candidate it searched with its estimated value.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation<A> {
    /// The action the hard bot plays.
    pub choice: A,
    /// The medium policy's choice, which stands unless another is clearly better.
    pub medium: A,
    /// Worlds sampled (each candidate was played out once in each).
    pub worlds: u32,
    /// The candidates searched (choices no player would consider are left out), in
    /// the order of the legal actions, the medium choice among them.
    pub candidates: Vec<Candidate<A>>,
}

/// One searched action and what its rollouts were worth to the deciding seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate<A> {
    /// The action.
    pub action: A,
    /// Its mean rollout value ([`TableGame::rollout_value`]: higher is better; only
    /// differences between candidates mean something).
    pub value: f64,
    /// Its mean gain over the medium choice in the same worlds (0 for that choice).
    pub gain: f64,
    /// The standard error of `gain` (infinite with fewer than two worlds).
    pub standard_error: f64,
}

impl<A: Copy + PartialEq> Evaluation<A> {
    /// The searched candidates from best to worst by value.
    pub fn ranked(&self) -> Vec<Candidate<A>> {
        let mut ranked = self.candidates.clone();
        ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
        ranked
    }

    /// The candidate for `action`, if it was searched.
    pub fn candidate(&self, action: A) -> Option<Candidate<A>> {
        self.candidates.iter().find(|c| c.action == action).copied()
    }
}
