import Foundation
import SpieleabendCore

/// Performs the nearby effects the core asks for and reports back with `NearbyIntent`s.
///
/// - `StartDiscovery` / `StopDiscovery`: the Bonjour browser runs while the join screen
///   is shown; every change of the list goes to the core as `NearbyIntent.Found`, each
///   table with its likeliest address (the core orders them, IPv4 first).
/// - `Advertise` / `StopAdvertising`: a table hosted here is announced with Bonjour
///   (`_spieleabend._tcp`, the core's port and TXT record) while it is open. The core
///   carries the table itself: its own TCP listener, join code and resume.
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

    /// The announcement of the table hosted here (replaced when the free seats change).
    private var service: NetService?

    func advertise(_ advertisement: Advertisement) {
        service?.stop()
        let service = NetService(
            domain: "local.",
            type: "_spieleabend._tcp.",
            name: advertisement.name,
            port: Int32(advertisement.port)
        )
        var txt: [String: Data] = [:]
        for entry in advertisement.txt {
            txt[entry.key] = Data(entry.value.utf8)
        }
        service.setTXTRecord(NetService.data(fromTXTRecord: txt))
        service.publish()
        self.service = service
    }

    func stopAdvertising() {
        service?.stop()
        service = nil
    }

    /// A table as the join list shows it; tables without a usable address are left out.
    private static func found(_ table: NearbyTable) -> FoundTable? {
        guard let address = table.addresses.first else { return nil }
        return FoundTable(name: table.name, address: address)
    }
}
