//! Boyer–Moore majority vote: one pass keeps a candidate and a counter (a new value is adopted
//! when the counter is 0; equal values add one, others take one away), then a second pass
//! checks that the candidate really occurs more than n/2 times. O(n) time, O(1) space.
//! Why it works: pair off each counter decrement with one occurrence of the candidate; a true
//! majority cannot be paired off entirely, so it is the candidate left at the end.

/// The value occurring more than `values.len() / 2` times, if any.
pub fn majority(values: &[i64]) -> Option<i64> {
    let mut candidate = 0i64;
    let mut counter = 0usize;
    for &v in values {
        if counter == 0 {
            candidate = v;
            counter = 1;
        } else if v == candidate {
            counter += 1;
        } else {
            counter -= 1;
        }
    }
    let occurrences = values.iter().filter(|&&v| v == candidate).count();
    (counter > 0 && occurrences > values.len() / 2).then_some(candidate)
}

/// What happened at one step of the vote pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoteAction {
    /// The counter was 0, so this value became the candidate.
    Adopt,
    /// The value equals the candidate: counter + 1.
    Agree,
    /// The value differs: counter − 1.
    Cancel,
}

/// One step of the walkthrough.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MajorityStep {
    /// Before anything: the array.
    Start,
    /// The vote pass reads `index`; candidate and counter are the values after the step.
    Vote {
        /// Index read (0-based).
        index: usize,
        /// What the step did.
        action: VoteAction,
        /// Candidate after the step.
        candidate: i64,
        /// Counter after the step.
        counter: usize,
    },
    /// The verification pass reads `index`, counting occurrences of the candidate.
    Verify {
        /// Index read (0-based).
        index: usize,
        /// The candidate being checked.
        candidate: i64,
        /// Occurrences counted so far (including this index).
        count: usize,
    },
    /// The answer.
    Done {
        /// The candidate after the vote pass, if there was one.
        candidate: Option<i64>,
        /// Occurrences of the candidate.
        count: usize,
        /// The majority, if the candidate has more than n/2 occurrences.
        majority: Option<i64>,
    },
}

impl MajorityStep {
    /// The candidate after this step (none before the first value is read).
    pub fn candidate(&self) -> Option<i64> {
        match *self {
            MajorityStep::Start => None,
            MajorityStep::Vote { candidate, .. } | MajorityStep::Verify { candidate, .. } => {
                Some(candidate)
            }
            MajorityStep::Done { candidate, .. } => candidate,
        }
    }
}

/// The whole walkthrough: start, one step per value, one per verified value, the answer.
pub fn trace(values: &[i64]) -> Vec<MajorityStep> {
    let mut steps = vec![MajorityStep::Start];
    let mut candidate = 0i64;
    let mut counter = 0usize;
    for (index, &v) in values.iter().enumerate() {
        let action = if counter == 0 {
            candidate = v;
            counter = 1;
            VoteAction::Adopt
        } else if v == candidate {
            counter += 1;
            VoteAction::Agree
        } else {
            counter -= 1;
            VoteAction::Cancel
        };
        steps.push(MajorityStep::Vote {
            index,
            action,
            candidate,
            counter,
        });
    }
    let mut count = 0;
    if counter > 0 {
        for (index, &v) in values.iter().enumerate() {
            if v == candidate {
                count += 1;
            }
            steps.push(MajorityStep::Verify {
                index,
                candidate,
                count,
            });
        }
    }
    let has_candidate = counter > 0;
    steps.push(MajorityStep::Done {
        candidate: has_candidate.then_some(candidate),
        count,
        majority: (has_candidate && count > values.len() / 2).then_some(candidate),
    });
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::all_vectors;

    fn by_counting(values: &[i64]) -> Option<i64> {
        values
            .iter()
            .copied()
            .find(|v| values.iter().filter(|w| *w == v).count() > values.len() / 2)
    }

    #[test]
    fn matches_counting_on_every_array_up_to_length_seven_over_three_values() {
        for v in all_vectors(7, 0, 2) {
            let values: Vec<i64> = v.iter().map(|&x| x as i64 - 1).collect();
            assert_eq!(majority(&values), by_counting(&values), "{values:?}");
            let Some(MajorityStep::Done { majority: m, .. }) = trace(&values).last().copied()
            else {
                panic!()
            };
            assert_eq!(m, by_counting(&values));
        }
        assert_eq!(majority(&[]), None);
    }

    #[test]
    fn sample_and_extremes() {
        assert_eq!(majority(&[2, 2, 1, 2, 3]), Some(2));
        assert_eq!(majority(&[i64::MIN, i64::MAX, i64::MIN]), Some(i64::MIN));
        assert_eq!(majority(&[1, 2]), None);
    }

    #[test]
    fn trace_has_one_step_per_value_in_each_pass() {
        let t = trace(&[2, 2, 1, 2, 3]);
        assert_eq!(t.len(), 1 + 5 + 5 + 1);
        assert_eq!(
            t[3],
            MajorityStep::Vote {
                index: 2,
                action: VoteAction::Cancel,
                candidate: 2,
                counter: 1
            }
        );
    }
}
