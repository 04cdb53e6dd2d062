//! The parts of a [`Snapshot`] that stay the same from step to step of one link (its
//! parameters, views, input fields and notes), which a step prepared ahead leaves out when
//! they equal its base's: for a large graph they are tens of kilobytes of link text.

use super::{Snapshot, WInput, WView};

/// What a step shares with the other steps of its link.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Frame {
    own_params: Vec<(String, String)>,
    model_key: String,
    views: Vec<WView>,
    inputs: Vec<WInput>,
    notes: Vec<String>,
}

impl Frame {
    /// The frame of `snapshot`.
    pub fn of(snapshot: &Snapshot) -> Frame {
        Frame {
            own_params: snapshot.own_params.clone(),
            model_key: snapshot.model_key.clone(),
            views: snapshot.views.clone(),
            inputs: snapshot.inputs.clone(),
            notes: snapshot.notes.clone(),
        }
    }

    /// Whether `snapshot` has this frame (compared without copying it).
    pub fn matches(&self, snapshot: &Snapshot) -> bool {
        self.own_params == snapshot.own_params
            && self.model_key == snapshot.model_key
            && self.views == snapshot.views
            && self.inputs == snapshot.inputs
            && self.notes == snapshot.notes
    }

    /// Takes the frame out of `snapshot`, leaving its fields empty.
    pub fn strip(snapshot: &mut Snapshot) {
        snapshot.own_params.clear();
        snapshot.model_key.clear();
        snapshot.views.clear();
        snapshot.inputs.clear();
        snapshot.notes.clear();
    }

    /// Puts this frame back into a stripped `snapshot`.
    pub fn fill(&self, snapshot: &mut Snapshot) {
        snapshot.own_params = self.own_params.clone();
        snapshot.model_key = self.model_key.clone();
        snapshot.views = self.views.clone();
        snapshot.inputs = self.inputs.clone();
        snapshot.notes = self.notes.clone();
    }
}
