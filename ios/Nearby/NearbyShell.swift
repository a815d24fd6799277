import Foundation
import SpieleabendCore

/// Performs the nearby effects the core asks for and reports back with `NearbyIntent`s.
///
/// - `StartDiscovery` / `StopDiscovery`: the Bonjour browser runs while the join screen
///   is shown; every change of the list goes to the core as `NearbyIntent.Found`, each
///   table with its likeliest address (the core orders them, IPv4 first).
/// - `OpenLink` / `CloseLink` are not taken here (`AppModel` passes them by): the app
///   core models the host and join screens but does not yet run a table over a
///   connection. The transports it will use are ready: the core's own TCP listener and
///   client for the LAN, `BluetoothLink` over L2CAP for Bluetooth (ios/README.md,
///   "Nearby play").
@MainActor
final class NearbyShell {
    private let send: (AppIntent) -> Void
    private lazy var browser = BonjourBrowser { [weak self] tables in
        self?.send(.nearby(intent: .found(tables: tables.compactMap(Self.found))))
    }

    init(send: @escaping (AppIntent) -> Void) {
        self.send = send
    }

    func startDiscovery() {
        browser.start()
    }

    func stopDiscovery() {
        browser.stop()
    }

    /// A table as the join list shows it; tables without a usable address are left out.
    private static func found(_ table: NearbyTable) -> FoundTable? {
        guard let address = table.addresses.first else { return nil }
        return FoundTable(name: table.name, address: address)
    }
}
