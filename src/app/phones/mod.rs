//! Phones as order pads in the window: while a game allows them, the laptop serves the
//! phone page on the local network; each player finds their power's join code behind the
//! curtain; the phones' calls are answered against the table every frame (the window is
//! woken for them), and phones are told when the table moves on.

mod answer;
pub mod join_panel;
pub mod qr;
#[cfg(test)]
mod tests;
mod writing_clock;

use super::board::{Board, DrawnBoard};
use super::current::CurrentGame;
use super::play::table::Table;
use crate::pads::{Hub, PadServer, board_json};
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::net::{SocketAddr, UdpSocket};
use std::sync::Arc;

/// The port tried first, so a phone's bookmark keeps working between evenings.
pub const PORT: u16 = 7878;

/// The phones' server while the game in play allows phones.
#[derive(Resource)]
pub struct PhoneDesk {
    pub hub: Arc<Hub>,
    _server: PadServer,
    /// The page's address on the local network (`http://192.168.1.20:7878`).
    pub address: String,
    /// What phones last saw of the table (a change tells them to look again).
    seen: Option<answer::TableMark>,
    /// The phones' shared writing clock after the period.
    pub clock: writing_clock::PhoneClock,
}

/// Why the phones' server could not start (shown on the diplomacy screen), once tried.
#[derive(Resource, Debug, Default)]
pub struct PhoneTrouble(pub Option<String>);

pub fn plugin(app: &mut App) {
    app.init_resource::<PhoneTrouble>()
        .init_resource::<super::wake::WakeWithin>()
        .add_systems(
            Update,
            (
                open_or_close,
                (answer::answer_phones, writing_clock::run_phone_clock)
                    .chain()
                    .run_if(resource_exists::<PhoneDesk>.and_then(resource_exists::<Table>)),
            )
                .chain()
                .after(super::play::ApplyActs),
        );
}

/// The phones' server, if open, and why it could not open, if it was tried and failed.
#[derive(bevy::ecs::system::SystemParam)]
struct Server<'w> {
    desk: Option<Res<'w, PhoneDesk>>,
    trouble: ResMut<'w, PhoneTrouble>,
}

/// Starts the server when a game that allows phones is at the table; stops it when the
/// table goes or phones are turned off.
fn open_or_close(
    mut commands: Commands,
    game: Option<ResMut<CurrentGame>>,
    board: DrawnBoard,
    table: Option<Res<Table>>,
    server: Server,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let Server { desk, mut trouble } = server;
    let board = board.get();
    let wanted = table.is_some() && game.as_ref().is_some_and(|g| g.0.setup.phones);
    match (wanted, desk.is_some()) {
        (false, true) => {
            commands.remove_resource::<PhoneDesk>();
            trouble.0 = None;
            // Phones turned off: their codes go; turned on again, new ones are issued.
            if let Some(mut g) = game.filter(|g| !g.0.setup.phones) {
                g.0.phone_codes.clear();
            }
        }
        (true, false) if trouble.0.is_none() => {
            let wake = proxy.map(|p| (**p).clone());
            let kept = game.map(|g| g.0.phone_codes.clone()).unwrap_or_default();
            match open(&board, wake, &kept) {
                Ok(desk) => {
                    commands.insert_resource(desk);
                }
                Err(e) => trouble.0 = Some(e),
            }
        }
        _ => {}
    }
}

/// Opens the server for the board: on [`PORT`] where it is free, else on any port; the
/// codes `kept` with the game are used again, and a power without one gets a new one.
pub(crate) fn open(
    board: &Board,
    wake: Option<bevy::winit::EventLoopProxy<WinitUserEvent>>,
    kept: &[Option<String>],
) -> Result<PhoneDesk, String> {
    let map = &board.map;
    let hub = Arc::new(Hub::new(map.powers.len(), board_json(map, board.geometry)));
    if let Some(proxy) = wake {
        hub.set_waker(Box::new(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }));
    }
    let any = |port| SocketAddr::from(([0, 0, 0, 0], port));
    let own = local_ip();
    let server = PadServer::start(hub.clone(), any(PORT), own)
        .or_else(|_| PadServer::start(hub.clone(), any(0), own))?;
    *hub.codes() = crate::pads::JoinCodes::restored(map.powers.len(), kept);
    for power in map.power_ids() {
        if hub.codes().of(power).is_none() {
            hub.codes().issue(power);
        }
    }
    Ok(PhoneDesk {
        address: format!(
            "http://{}:{}",
            own.map_or("127.0.0.1".into(), |ip| ip.to_string()),
            server.addr.port()
        ),
        hub,
        _server: server,
        seen: None,
        clock: writing_clock::PhoneClock::default(),
    })
}

/// This computer's address on the local network (the way out a packet would take; none
/// is sent), if it has one.
fn local_ip() -> Option<std::net::IpAddr> {
    UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("10.254.254.254:9").map(|_| s))
        .and_then(|s| s.local_addr())
        .map(|a| a.ip())
        .ok()
}
