import dnssd
import Foundation
import Network
import SpieleabendCore

/// Finds tables on the local network with Network.framework's Bonjour browser and reads
/// each service's TXT record into the core's `NearbyTable` (`nearbyTableFromTxt`);
/// services that are not tables are skipped. The twin of the Android shell's
/// `NsdTableBrowser`. `onTables` gets the whole list after every change, on the main
/// queue.
///
/// The browse result carries the TXT record but no address, so each service is resolved
/// with a short `NWConnection` whose remote endpoint gives the host and port; the
/// connection is cancelled as soon as it is ready (the host's core sees a connection
/// that closes before its hello, which it drops quietly). The connection is IPv4 only:
/// an IPv6 link-local address would need its zone ("%en0"), which the address the join
/// list passes on cannot carry, so such a table would be dropped. Needs
/// `_spieleabend._tcp` in `NSBonjourServices` and `NSLocalNetworkUsageDescription` in
/// Info.plist; no multicast entitlement (the system's mDNS responder does the
/// multicast). A refused local network permission shows as the browser waiting with
/// the DNS-SD error `kDNSServiceErr_PolicyDenied` (Apple's TN3179); `onRefused` hears it,
/// so the player is told instead of seeing an empty list.
@MainActor
final class BonjourBrowser {
    /// The DNS-SD service type every Spieleabend table is advertised under.
    static let serviceType = "_spieleabend._tcp"

    private let onTables: ([NearbyTable]) -> Void
    private let onRefused: () -> Void
    private var browser: NWBrowser?
    private var resolving: [String: NWConnection] = [:]
    private var tables: [String: NearbyTable] = [:]

    init(onTables: @escaping ([NearbyTable]) -> Void, onRefused: @escaping () -> Void) {
        self.onTables = onTables
        self.onRefused = onRefused
    }

    /// Starts looking (again).
    func start() {
        stop()
        let browser = NWBrowser(
            for: .bonjourWithTXTRecord(type: Self.serviceType, domain: nil),
            using: NWParameters()
        )
        // The handlers run on the main queue (`start(queue: .main)` below).
        browser.browseResultsChangedHandler = { [weak self] _, changes in
            MainActor.assumeIsolated { self?.apply(changes) }
        }
        browser.stateUpdateHandler = { [weak self] state in
            MainActor.assumeIsolated {
                switch state {
                case let .waiting(error) where Self.refused(error):
                    self?.onRefused()
                case .failed:
                    self?.stop()
                default:
                    break
                }
            }
        }
        self.browser = browser
        browser.start(queue: .main)
    }

    /// Stops looking and forgets what was found.
    func stop() {
        browser?.cancel()
        browser = nil
        for connection in resolving.values {
            connection.cancel()
        }
        resolving = [:]
        tables = [:]
    }

    private func apply(_ changes: Set<NWBrowser.Result.Change>) {
        for change in changes {
            switch change {
            case let .added(result):
                resolve(result)
            case let .changed(_, result, _):
                resolve(result)
            case let .removed(result):
                if case let .service(name, _, _, _) = result.endpoint, tables.removeValue(forKey: name) != nil {
                    publish()
                }
            default:
                break
            }
        }
    }

    /// Opens a connection to the service to learn its address, then reads the table.
    private func resolve(_ result: NWBrowser.Result) {
        guard case let .service(name, _, _, _) = result.endpoint,
              case let .bonjour(record) = result.metadata else { return }
        var txt: [String: String] = [:]
        for (key, entry) in record {
            if case let .string(value) = entry {
                txt[key] = value
            }
        }
        resolving[name]?.cancel()
        let parameters = NWParameters.tcp
        if let ip = parameters.defaultProtocolStack.internetProtocol as? NWProtocolIP.Options {
            ip.version = .v4
        }
        let connection = NWConnection(to: result.endpoint, using: parameters)
        resolving[name] = connection
        connection.stateUpdateHandler = { [weak self, weak connection] state in
            MainActor.assumeIsolated {
                guard let self, let connection else { return }
                self.resolved(name: name, txt: txt, connection: connection, state: state)
            }
        }
        connection.start(queue: .main)
    }

    /// Whether the browser waits because the player refused the local network.
    private nonisolated static func refused(_ error: NWError) -> Bool {
        if case let .dns(code) = error {
            return code == DNSServiceErrorType(kDNSServiceErr_PolicyDenied)
        }
        return false
    }

    private func resolved(name: String, txt: [String: String], connection: NWConnection, state: NWConnection.State) {
        switch state {
        case .ready:
            let remote = connection.currentPath?.remoteEndpoint
            connection.cancel()
            self.resolving[name] = nil
            guard case let .hostPort(host, port)? = remote else { return }
            self.found(name: name, txt: txt, host: Self.address(of: host), port: port.rawValue)
        case .failed, .cancelled:
            self.resolving[name] = nil
        default:
            break
        }
    }

    private func found(name: String, txt: [String: String], host: String, port: UInt16) {
        do {
            tables[name] = try nearbyTableFromTxt(instance: name, txt: txt, hosts: [host], port: port)
            publish()
        } catch {
            // Not a table's record (or an address the core cannot use): not listed.
        }
    }

    /// The host as an IP literal without a zone ("fe80::1%en0" → "fe80::1": the core
    /// leaves link-local addresses out anyway).
    private static func address(of host: NWEndpoint.Host) -> String {
        var text: String
        switch host {
        case let .ipv4(address): text = "\(address)"
        case let .ipv6(address): text = "\(address)"
        case let .name(name, _): text = name
        @unknown default: text = "\(host)"
        }
        if let zone = text.firstIndex(of: "%") {
            text = String(text[..<zone])
        }
        return text
    }

    private func publish() {
        onTables(tables.values.sorted { $0.name < $1.name })
    }
}
