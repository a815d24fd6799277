import Foundation
import SpieleabendCore

/// Performs the nearby effects the core asks for and reports back with `NearbyIntent`s.
///
/// - `StartDiscovery` / `StopDiscovery`: the Bonjour browser and the Bluetooth scan run
///   while the join screen is shown; every change of either list goes to the core as
///   one `NearbyIntent.found` with both: network tables with their likeliest address
///   (the core orders them, IPv4 first), Bluetooth tables with their peripheral's
///   identifier and the game from their TXT record.
/// - `Advertise` / `StopAdvertising`: a table hosted here is announced with Bonjour
///   (`_spieleabend._tcp`, the core's port and TXT record) and over Bluetooth (the same
///   TXT record in a GATT characteristic) while it is open; the host screen hears
///   whether Bluetooth took it (`NearbyIntent.announced`). The core carries the table
///   itself: its own TCP listener, join code and resume; Bluetooth channels go to
///   `attachLink`.
/// - `ConnectBluetooth`: opens the channel to the chosen table and joins over it
///   (`joinOverLink`), or reports `NearbyIntent.bluetoothFailed`.
/// - `ReopenBluetooth`: the joined table's channel dropped; opens a new one to the same
///   device and hands it to `relink` (the seat resumes on it), or reports
///   `NearbyIntent.bluetoothFailed`.
@MainActor
final class NearbyShell {
    private let core: AppCore
    private let send: (AppIntent) -> Void
    /// The latest tables of each source: one `found` carries both.
    private var networkTables: [FoundTable] = []
    private var bluetoothTables: [FoundTable] = []
    private lazy var browser = BonjourBrowser(
        onTables: { [weak self] tables in
            self?.report(network: tables.compactMap(Self.found))
        },
        // The player refused the local network: the core says so on the join screen.
        onRefused: { [weak self] in
            self?.send(.nearby(intent: .permission(medium: .network, allowed: false)))
        }
    )
    private lazy var guest = BluetoothGuest(
        found: { [weak self] tables in
            self?.report(bluetooth: tables.map {
                FoundTable(name: $0.table.name, address: $0.device, medium: .bluetooth, gameKey: $0.table.game)
            })
        },
        failed: { [weak self] failure, detail in
            self?.send(.nearby(intent: .bluetoothFailed(failure: failure, detail: detail)))
        }
    )

    init(core: AppCore, send: @escaping (AppIntent) -> Void) {
        self.core = core
        self.send = send
    }

    private func report(network: [FoundTable]? = nil, bluetooth: [FoundTable]? = nil) {
        if let network {
            networkTables = network
        }
        if let bluetooth {
            bluetoothTables = bluetooth
        }
        send(.nearby(intent: .found(tables: networkTables + bluetoothTables)))
    }

    func startDiscovery() {
        browser.start()
        guest.scan()
    }

    func stopDiscovery() {
        browser.stop()
        guest.stopScan()
        networkTables = []
        bluetoothTables = []
    }

    /// The announcement of the table hosted here (its TXT record updated when the free seats change).
    private var service: NetService?
    /// The same table over Bluetooth (its record updated when the free seats change).
    private var bluetoothHost: BluetoothHostAdvertiser?

    func advertise(_ advertisement: Advertisement) {
        var txt: [String: Data] = [:]
        for entry in advertisement.txt {
            txt[entry.key] = Data(entry.value.utf8)
        }
        let record = NetService.data(fromTXTRecord: txt)
        // The same table with new free seats: only its TXT record changes. Publishing a
        // new service instead would make guests see it vanish and come back (or renamed).
        if let service, service.name == advertisement.name, service.port == Int(advertisement.port) {
            service.setTXTRecord(record)
        } else {
            service?.stop()
            let service = NetService(
                domain: "local.",
                type: "_spieleabend._tcp.",
                name: advertisement.name,
                port: Int32(advertisement.port)
            )
            service.setTXTRecord(record)
            service.publish()
            self.service = service
        }

        let record = txtRecordBytes(txt: advertisement.txt)
        if let bluetoothHost {
            bluetoothHost.update(record: record)
        } else {
            let core = core
            let host = BluetoothHostAdvertiser(
                name: advertisement.name,
                record: record,
                attach: { try core.attachLink(link: $0) },
                announced: { [weak self] bluetooth in
                    self?.send(.nearby(intent: .announced(bluetooth: bluetooth)))
                }
            )
            host.start()
            bluetoothHost = host
        }
    }

    func stopAdvertising() {
        service?.stop()
        service = nil
        bluetoothHost?.stop()
        bluetoothHost = nil
    }

    /// Opens a channel to the Bluetooth table `device` and joins it with `gameKey` and `code`.
    func connectBluetooth(device: String, gameKey: String, code: String) {
        let core = core
        guest.join(device: device) { try core.joinOverLink(gameKey: gameKey, code: code, link: $0) }
    }

    /// Opens a new channel to the Bluetooth table `device` after the joined table's
    /// channel dropped, and hands it to the table: the seat resumes on it.
    func reopenBluetooth(device: String) {
        let core = core
        guest.join(device: device) { try core.relink(link: $0) }
    }

    /// A network table as the join list shows it; tables without a usable address are left out.
    private static func found(_ table: NearbyTable) -> FoundTable? {
        guard let address = table.addresses.first else { return nil }
        return FoundTable(name: table.name, address: address, medium: .network, gameKey: table.game)
    }
}
