//! The sandbox's history: every step kept as a stored game state in a tree. Back and
//! Forward walk it; resolving different orders at an earlier step makes a new branch
//! beside the old one, which stays until it is discarded. Nothing is re-adjudicated
//! backwards: going back is reading a stored step.

use super::setup::SetupCommand;
use crate::engine::game::{Game, PhaseRecord};

/// How a step came about.
#[derive(Debug, Clone, PartialEq)]
pub enum MadeBy {
    /// The board the sandbox started with.
    Start,
    /// Set-up commands applied to the step before.
    Setup(Vec<SetupCommand>),
    /// The step before resolved: its orders and results.
    Resolution(Box<PhaseRecord>),
}

/// One stored step: the game state (position and the slips written for its phase).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub game: Game,
    pub made_by: MadeBy,
    pub parent: Option<usize>,
    /// The steps made from this one, oldest first.
    pub children: Vec<usize>,
    /// The child Forward goes to (the one last made or visited).
    pub forward: Option<usize>,
}

/// Every step, by index; discarded ones leave a gap so indices stay valid.
#[derive(Debug, Clone, PartialEq)]
pub struct History {
    steps: Vec<Option<Step>>,
    current: usize,
}

impl History {
    /// A history holding only its first step.
    pub fn new(game: Game) -> History {
        History {
            steps: vec![Some(Step {
                game,
                made_by: MadeBy::Start,
                parent: None,
                children: Vec::new(),
                forward: None,
            })],
            current: 0,
        }
    }

    /// The index of the step shown now.
    pub fn current_index(&self) -> usize {
        self.current
    }

    /// The step shown now.
    pub fn current(&self) -> &Step {
        self.step(self.current)
            .expect("the current step is never discarded")
    }

    pub(super) fn current_mut(&mut self) -> &mut Step {
        self.steps[self.current]
            .as_mut()
            .expect("the current step is never discarded")
    }

    /// A step by index, unless it was discarded.
    pub fn step(&self, index: usize) -> Option<&Step> {
        self.steps.get(index).and_then(Option::as_ref)
    }

    /// Adds a step after the current one and moves to it.
    pub(super) fn push(&mut self, game: Game, made_by: MadeBy) -> usize {
        let index = self.steps.len();
        let parent = self.current;
        self.steps.push(Some(Step {
            game,
            made_by,
            parent: Some(parent),
            children: Vec::new(),
            forward: None,
        }));
        let here = self.current_mut();
        here.children.push(index);
        here.forward = Some(index);
        self.current = index;
        index
    }

    /// Moves to an existing child of the current step (it becomes the Forward one).
    pub(super) fn enter(&mut self, child: usize) {
        self.current_mut().forward = Some(child);
        self.current = child;
    }

    /// Whether Back can go anywhere.
    pub fn can_go_back(&self) -> bool {
        self.current().parent.is_some()
    }

    /// Whether Forward can go anywhere.
    pub fn can_go_forward(&self) -> bool {
        self.current().forward.is_some()
    }

    /// One step back; false at the first step.
    pub fn back(&mut self) -> bool {
        match self.current().parent {
            Some(p) => {
                self.current = p;
                true
            }
            None => false,
        }
    }

    /// One step forward along the branch last taken; false at a branch's end.
    pub fn forward(&mut self) -> bool {
        match self.current().forward {
            Some(c) => {
                self.current = c;
                true
            }
            None => false,
        }
    }

    /// The steps that branch from the current one (the different orders tried here).
    pub fn branches(&self) -> &[usize] {
        &self.current().children
    }

    /// Makes `child` (a branch of the current step) the one Forward goes to.
    pub fn choose_branch(&mut self, child: usize) -> bool {
        if !self.current().children.contains(&child) {
            return false;
        }
        self.current_mut().forward = Some(child);
        true
    }

    /// Discards a branch of the current step and every step after it; false when
    /// `child` is not one of its branches.
    pub fn discard_branch(&mut self, child: usize) -> bool {
        if !self.current().children.contains(&child) {
            return false;
        }
        let here = self.current_mut();
        here.children.retain(|c| *c != child);
        if here.forward == Some(child) {
            here.forward = here.children.last().copied();
        }
        let mut doomed = vec![child];
        while let Some(i) = doomed.pop() {
            if let Some(step) = self.steps[i].take() {
                doomed.extend(step.children);
            }
        }
        true
    }

    /// The steps from the first to the current one, in order.
    pub fn path(&self) -> Vec<usize> {
        let mut out = vec![self.current];
        while let Some(p) = self
            .step(*out.last().expect("never empty"))
            .and_then(|s| s.parent)
        {
            out.push(p);
        }
        out.reverse();
        out
    }

    /// How many steps are stored (discarded ones not counted).
    pub fn len(&self) -> usize {
        self.steps.iter().flatten().count()
    }

    /// Whether nothing is stored (never: the first step always is).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
