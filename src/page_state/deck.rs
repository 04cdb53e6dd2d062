//! The reducer's side of decks (see `crate::deck` for the link itself): the address may be a
//! deck, whose current item is the lesson the rest of the reducer shows and steps. Next at an
//! item's last step opens the next item at its first step, Prev at step 0 the previous item at
//! its last; the editor's operations and "Add to deck" rewrite the deck's link. Only the
//! current item is ever asked of the solver.

use super::{with_lang, AppState, HistoryMode};
use crate::deck::{same_but_step, Deck, Item};
use crate::stepper::StepAction;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{Query, Route};

/// Deck operations, from the progress bar, the editor and the lesson pages.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DeckAction {
    /// The next item, at its first step.
    NextItem,
    /// The previous item, at its last step.
    PrevItem,
    /// Item K (0-based), presenting.
    Go(usize),
    /// Move item K one place up.
    MoveUp(usize),
    /// Move item K one place down.
    MoveDown(usize),
    /// Remove item K.
    Remove(usize),
    /// Open (true) or close the editor.
    Edit(bool),
    /// Append the lesson on screen to the deck (this deck, the deck carried in the lesson's
    /// `deck=`, or a new one) and open the editor.
    Add,
}

impl AppState {
    /// The address the page stands for: the deck's link in a deck, else the lesson's link.
    pub fn address(&self) -> String {
        match &self.deck {
            Some(d) => d.hash(),
            None => self.hash.clone(),
        }
    }

    /// The address of the lesson link `hash` seen from here: in a deck, the deck with its
    /// current item set to `hash` (so a view link stays in the deck), else `hash` itself.
    pub fn link_for(&self, hash: &str) -> String {
        match &self.deck {
            Some(d) => d.presenting(hash).hash(),
            None => hash.to_string(),
        }
    }

    /// The address in `lang` (the whole deck's language in a deck).
    pub fn lang_link(&self, lang: Lang) -> String {
        match &self.deck {
            Some(d) => d.with_lang(lang).hash(),
            None => with_lang(&self.hash, lang),
        }
    }

    /// Whether the page is embedded (`embed=1` on the lesson or on the deck).
    pub fn embedded(&self) -> bool {
        self.embed()
            || self
                .deck
                .as_ref()
                .is_some_and(|d| d.query.get("embed") == Some("1"))
    }

    /// What the current deck item opens, when in a deck.
    pub fn deck_item(&self) -> Option<Item> {
        let d = self.deck.as_ref()?;
        (!d.edit && !d.is_empty()).then(|| d.item(d.at, self.lang))
    }

    /// Shows an address: a deck (its current item, unless the editor is open) or a lesson.
    pub(super) fn show_location(&mut self, hash: &str) {
        // An End waiting for the page's answer belongs to the page it was pressed on.
        self.queued_step = None;
        match Deck::parse(hash) {
            Some(deck) => {
                let lang = Route::parse(hash).lang().unwrap_or(self.browser_lang);
                let item = (!deck.edit && !deck.is_empty()).then(|| deck.item(deck.at, lang));
                let item_changed = self.deck.as_ref().is_none_or(|d| d.at != deck.at);
                self.deck = Some(deck);
                if item_changed {
                    self.revealed = false;
                    self.hint = false;
                    self.redo.clear();
                }
                match item {
                    Some(Item::Lesson(_, link)) => self.show(&link),
                    // A bad item or the editor: nothing to solve, the deck's language kept.
                    _ => {
                        self.deck_land_last = false;
                        let stay = with_lang("#/", lang);
                        self.show(&stay);
                        self.lang = lang;
                    }
                }
            }
            None => {
                self.deck = None;
                self.deck_land_last = false;
                self.show(hash);
            }
        }
    }

    /// The address to write for the lesson link `hash`: in a deck, the deck with its current
    /// item set to `hash` (kept as the deck from now on), else `hash`.
    pub(super) fn deck_address(&mut self, hash: &str) -> String {
        match &self.deck {
            Some(deck) => {
                let deck = deck.presenting(hash);
                let address = deck.hash();
                self.deck = Some(deck);
                address
            }
            None => hash.to_string(),
        }
    }

    /// Writes the deck as a new history entry (or replacing) and shows it.
    fn open_deck(&mut self, deck: Deck, mode: HistoryMode) {
        let address = deck.hash();
        self.write_address(&address, mode);
        self.show_location(&address);
    }

    /// How many steps the walkthrough on screen has, when it is the one the link asks for:
    /// an answer for another link (still on screen while the new one is solved, in a deck or
    /// not) does not count, and a bad deck item has one step. (End pressed while a new
    /// lesson was solved wrote the old lesson's last step into the new link, which then
    /// refused it: "expected a step number from 0 to 2; “5” is not one".) A deck steps on
    /// without it: its item's link as written may differ from the one shown by more than
    /// the step.
    pub(super) fn step_count(&self) -> Option<usize> {
        match self.deck_item() {
            Some(Item::Bad(_)) => Some(1),
            Some(Item::Lesson(..)) | None => self
                .shown
                .as_ref()
                .filter(|s| same_but_step(&s.hash, &self.hash))
                .map(|s| s.snapshot.count),
        }
    }

    /// A stepper action in a deck that crosses to another item; false when it stays inside the
    /// item (the lesson's own stepping then applies).
    pub(super) fn deck_step(&mut self, action: StepAction) -> bool {
        let Some(deck) = self.deck.clone() else {
            return false;
        };
        if deck.edit {
            return true;
        }
        let asked = self
            .lesson_query()
            .and_then(|q| q.get("step"))
            .and_then(|s| s.parse::<usize>().ok())
            .unwrap_or(0);
        match action {
            StepAction::Next => {
                let at_end = self.step_count().is_some_and(|c| asked + 1 >= c);
                if !at_end {
                    return false;
                }
                if let Some(next) = deck.next_item() {
                    self.open_deck(next, HistoryMode::Push);
                }
                true
            }
            StepAction::Prev => {
                if asked > 0 {
                    return false;
                }
                if let Some(prev) = deck.prev_item() {
                    self.open_deck(prev, HistoryMode::Push);
                    self.deck_land_last = matches!(self.deck_item(), Some(Item::Lesson(..)));
                }
                true
            }
            _ => matches!(self.deck_item(), Some(Item::Bad(_))),
        }
    }

    /// Sets the language: of the deck (every item follows), or of the lesson.
    pub(super) fn set_lang(&mut self, lang: Lang) {
        match &self.deck {
            Some(d) => {
                let d = d.with_lang(lang);
                self.open_deck(d, HistoryMode::Replace);
            }
            None => {
                let hash = with_lang(&self.hash, lang);
                self.navigate(hash);
            }
        }
    }

    /// The deck "Add to deck" extends from a lesson page: the deck on screen, else the one the
    /// lesson's link carries in `deck=` (the deck being built), else a new one in the page's
    /// language.
    fn deck_to_extend(&self) -> Deck {
        if let Some(d) = &self.deck {
            return d.clone();
        }
        let carried = self.lesson_query().and_then(|q| q.get("deck"));
        let mut d = carried.and_then(Deck::carried).unwrap_or_default();
        if let Some(lang) = Route::parse(&self.hash).lang() {
            d = d.with_lang(lang);
        }
        d
    }

    pub(super) fn deck_action(&mut self, action: DeckAction) {
        if let DeckAction::Add = action {
            let Some((kind, q)) = self.lesson_link() else {
                return;
            };
            let q = q.with("deck", None);
            let deck = self.deck_to_extend();
            let item = super::lesson_hash(kind, &q);
            let mut next = deck.append(&item);
            // The new item gives up what the deck sets for every item (its language…).
            next = next.with_current(&item).editing(true);
            self.playing = false;
            self.open_deck(next, HistoryMode::Push);
            return;
        }
        let Some(deck) = self.deck.clone() else {
            return;
        };
        self.playing = false;
        let next = match action {
            DeckAction::NextItem => deck.next_item(),
            DeckAction::PrevItem => deck.prev_item(),
            DeckAction::Go(i) => Some(deck.go(i)),
            DeckAction::MoveUp(i) => Some(deck.move_item(i, true)),
            DeckAction::MoveDown(i) => Some(deck.move_item(i, false)),
            DeckAction::Remove(i) => Some(deck.remove(i)),
            DeckAction::Edit(on) => Some(deck.editing(on)),
            DeckAction::Add => None,
        };
        if let Some(next) = next {
            if next != deck {
                self.open_deck(next, HistoryMode::Push);
            }
        }
    }
}

/// The lesson link that adds one more lesson to the deck being built: the lesson's example
/// with the deck carried in `deck=`, in `lang`. An empty slug gives the home page carrying it.
pub fn link_carrying_deck(deck: &Deck, slug: &str, lang: Lang) -> String {
    let q = Query::default()
        .with("deck", Some(crate::deck::render_items(&deck.items)))
        .with("lang", Some(lang.code().to_string()));
    format!("#/{slug}?{}", q.render())
}
