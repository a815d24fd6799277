//! The app core's pushed views and shell effects, handed to a client's loop: both
//! clients take them through a channel of their own updates ([`Forward`]).

use std::sync::Mutex;
use std::sync::mpsc::Sender;

use spieleabend_app::app::AppView;
use spieleabend_app::runtime::{AppObserver, ShellEffect};

/// What the app core pushed.
pub enum Pushed {
    /// A newer view (a bot moved, the pace delay ended, the network said something).
    View(Box<AppView>),
    /// Something only the shell can do.
    Effect(ShellEffect),
}

/// The observer that sends what the core pushes into a client's channel of `U`.
pub struct Forward<U>(Mutex<Sender<U>>);

impl<U> Forward<U> {
    /// Sends into `sender`.
    pub fn new(sender: Sender<U>) -> Forward<U> {
        Forward(Mutex::new(sender))
    }

    fn send(&self, pushed: Pushed)
    where
        U: From<Pushed>,
    {
        if let Ok(sender) = self.0.lock() {
            // The client is gone when the receiver is: nothing to show any more.
            let _ = sender.send(U::from(pushed));
        }
    }
}

impl<U: From<Pushed> + Send> AppObserver for Forward<U> {
    fn on_view(&self, view: AppView) {
        self.send(Pushed::View(Box::new(view)));
    }

    fn on_effect(&self, effect: ShellEffect) {
        self.send(Pushed::Effect(effect));
    }
}
