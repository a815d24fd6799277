import CoreBluetooth
import Foundation
import SpieleabendCore

/// The GATT service a hosting device publishes: the table's TXT record and the L2CAP
/// PSM of its channel. The same UUIDs as the Android shell's `BluetoothTables`, so an
/// iPhone and an Android phone find each other's tables and channels.
enum BluetoothTable {
    static let service = CBUUID(string: "5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c10")
    /// Apple's characteristic for a published L2CAP PSM
    /// (`CBUUIDL2CAPPSMCharacteristicString`): a little-endian UInt16.
    static let psmCharacteristic = CBUUID(string: "ABDD3056-28FA-441D-A470-55A75A52553A")
    /// The table's TXT record: the key=value pairs of the Bonjour announcement in
    /// DNS-SD's wire form (`txtRecordBytes`; read back with `txtRecordEntries`).
    static let txtCharacteristic = CBUUID(string: "5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c12")
}

/// One L2CAP channel carried as the core's `NearbyLink`, the twin of the Android shell's
/// `BluetoothLink`. Both streams live on the link's own thread and run loop: Foundation
/// streams are not thread-safe, so every read, write and close happens there, and no
/// other run-loop mode (the main run loop's tracking mode while the player scrolls) can
/// stall them. `send` (the core's thread) only queues the bytes, which the link's
/// thread writes as the output stream has room: bytes sent before the streams finished
/// opening wait instead of failing, and `send` waits only while more than
/// `pendingLimit` bytes are queued. Whatever arrives is handed to the core, which takes
/// any chunking; the core hears `closed()` once.
final class BluetoothLink: NSObject, NearbyLink, StreamDelegate, @unchecked Sendable {
    /// At most this many bytes wait to be written before `send` waits.
    static let pendingLimit = 1 << 20

    private let channel: CBL2CAPChannel
    /// The peripheral (guest) the channel leads to, held while the link lives:
    /// CoreBluetooth closes the channel of a peripheral nobody holds.
    private let peer: AnyObject?
    /// Guards `pending` and `ended`; signalled when bytes were written or the link ended.
    private let state = NSCondition()
    private var pending = Data()
    private var ended = false
    /// Set in `pump`, before the streams open; read on the link's thread only.
    private var input: NearbyLinkInput?
    private var onEnd: (@Sendable () -> Void)?
    private var thread: Thread?

    init(channel: CBL2CAPChannel, peer: AnyObject? = nil) {
        self.channel = channel
        self.peer = peer
        super.init()
    }

    /// Opens both streams on the link's own thread and feeds `input` until the channel
    /// ends; then `onEnd` runs (on that thread).
    func pump(_ input: NearbyLinkInput, onEnd: @escaping @Sendable () -> Void = {}) {
        self.input = input
        self.onEnd = onEnd
        let thread = Thread { [self] in
            for stream in [channel.inputStream as Stream, channel.outputStream as Stream] {
                stream.delegate = self
                stream.schedule(in: .current, forMode: .default)
                stream.open()
            }
            while !isEnded {
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
        }
        thread.name = "spieleabend-bluetooth-link"
        self.thread = thread
        thread.start()
    }

    private var isEnded: Bool {
        state.lock()
        defer { state.unlock() }
        return ended
    }

    func send(bytes: Data) throws {
        state.lock()
        while !ended && pending.count > Self.pendingLimit {
            state.wait()
        }
        if ended {
            state.unlock()
            throw NearbyLinkError.Failed(reason: "closed")
        }
        pending.append(bytes)
        state.unlock()
        if let thread {
            perform(#selector(writePending), on: thread, with: nil, waitUntilDone: false)
        }
    }

    func disconnect() throws {
        if let thread {
            perform(#selector(end), on: thread, with: nil, waitUntilDone: false)
        }
    }

    /// On the link's thread: writes what is queued, as far as the stream has room.
    @objc private func writePending() {
        let output = channel.outputStream
        while output.hasSpaceAvailable {
            state.lock()
            let chunk = pending
            state.unlock()
            if chunk.isEmpty {
                return
            }
            let written = chunk.withUnsafeBytes { raw -> Int in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
                return output.write(base, maxLength: chunk.count)
            }
            if written < 0 {
                end()
                return
            }
            state.lock()
            pending.removeSubrange(pending.startIndex..<pending.startIndex + written)
            state.broadcast()
            state.unlock()
            if written == 0 {
                return
            }
        }
    }

    /// On the link's thread: closes both streams, once, and tells the core.
    @objc private func end() {
        state.lock()
        let first = !ended
        ended = true
        pending.removeAll()
        state.broadcast()
        state.unlock()
        guard first else { return }
        for stream in [channel.inputStream as Stream, channel.outputStream as Stream] {
            stream.close()
            stream.remove(from: .current, forMode: .default)
            stream.delegate = nil
        }
        input?.closed()
        onEnd?()
    }

    func stream(_ stream: Stream, handle event: Stream.Event) {
        switch event {
        case .hasBytesAvailable:
            var buffer = [UInt8](repeating: 0, count: 4096)
            while channel.inputStream.hasBytesAvailable {
                let read = channel.inputStream.read(&buffer, maxLength: buffer.count)
                guard read > 0 else { break }
                input?.received(bytes: Data(buffer[0..<read]))
            }
        case .hasSpaceAvailable:
            writePending()
        case .endEncountered, .errorOccurred:
            end()
        default:
            break
        }
    }
}

/// Hosting a table over Bluetooth: publishes an L2CAP channel, puts its PSM and the
/// table's TXT record into GATT characteristics and advertises the service; each device
/// that opens the channel becomes a `BluetoothLink` handed to `attach`:
/// `{ try core.attachLink(link: $0) }` for the table the app core hosts. `announced`
/// hears whether the advertisement runs (false: Bluetooth off or not allowed).
/// Runs on the main actor: its manager calls back on the main queue.
@MainActor
final class BluetoothHostAdvertiser: NSObject, @preconcurrency CBPeripheralManagerDelegate {
    private let name: String
    private var record: Data
    private let attach: (BluetoothLink) throws -> NearbyLinkInput
    private let announced: (Bool) -> Void
    private var manager: CBPeripheralManager?
    private var psm: CBL2CAPPSM?
    private var links: [BluetoothLink] = []

    /// `name` is what guests see in the advertisement (the table's name); `record` the
    /// TXT record's bytes.
    init(name: String, record: Data, attach: @escaping (BluetoothLink) throws -> NearbyLinkInput,
         announced: @escaping (Bool) -> Void) {
        self.name = name
        self.record = record
        self.attach = attach
        self.announced = announced
        super.init()
    }

    /// Starts publishing once Bluetooth is on.
    func start() {
        manager = CBPeripheralManager(delegate: self, queue: .main)
    }

    /// A new TXT record (the free seats changed): read requests answer with it from now on.
    func update(record: Data) {
        self.record = record
    }

    /// Stops advertising and publishing (open links stay until the core closes them).
    func stop() {
        guard let manager else { return }
        manager.stopAdvertising()
        manager.removeAllServices()
        if let psm {
            manager.unpublishL2CAPChannel(psm)
        }
        psm = nil
        self.manager = nil
    }

    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {
        switch peripheral.state {
        case .poweredOn:
            if psm == nil {
                peripheral.publishL2CAPChannel(withEncryption: false)
            }
        case .poweredOff, .unauthorized, .unsupported:
            announced(false)
        default:
            break
        }
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, didPublishL2CAPChannel PSM: CBL2CAPPSM, error: Error?) {
        guard error == nil else {
            announced(false)
            return
        }
        psm = PSM
        var little = PSM.littleEndian
        let value = Data(bytes: &little, count: MemoryLayout<CBL2CAPPSM>.size)
        let psmCharacteristic = CBMutableCharacteristic(
            type: BluetoothTable.psmCharacteristic, properties: [.read], value: value, permissions: [.readable]
        )
        // No fixed value: each read is answered with the record as it is then.
        let txtCharacteristic = CBMutableCharacteristic(
            type: BluetoothTable.txtCharacteristic, properties: [.read], value: nil, permissions: [.readable]
        )
        let service = CBMutableService(type: BluetoothTable.service, primary: true)
        service.characteristics = [txtCharacteristic, psmCharacteristic]
        peripheral.add(service)
        peripheral.startAdvertising([
            CBAdvertisementDataServiceUUIDsKey: [BluetoothTable.service],
            CBAdvertisementDataLocalNameKey: name,
        ])
    }

    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: Error?) {
        announced(error == nil)
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {
        guard request.characteristic.uuid == BluetoothTable.txtCharacteristic else {
            peripheral.respond(to: request, withResult: .attributeNotFound)
            return
        }
        // A long record is read in several requests, each from an offset.
        guard request.offset <= record.count else {
            peripheral.respond(to: request, withResult: .invalidOffset)
            return
        }
        request.value = record.subdata(in: request.offset..<record.count)
        peripheral.respond(to: request, withResult: .success)
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, didOpen channel: CBL2CAPChannel?, error: Error?) {
        guard let channel, error == nil else { return }
        let link = BluetoothLink(channel: channel)
        guard let input = try? attach(link) else {
            try? link.disconnect()
            return
        }
        links.append(link)
        // A link that ended is let go (and with it its channel).
        link.pump(input) { [weak self, weak link] in
            Task { @MainActor in
                self?.links.removeAll { $0 === link }
            }
        }
    }
}

/// A table seen over Bluetooth, its TXT record read.
struct BluetoothFoundTable {
    /// The peripheral's identifier: the `FoundTable.address` of the table.
    let device: String
    let table: NearbyTable
}

/// Finding and joining tables over Bluetooth: scans for the table service and reads
/// each new peripheral's TXT record (connect, read, disconnect; again after a while, as
/// seats fill) into the tables `found` hears; to join, reads the PSM from the
/// characteristic, opens the L2CAP channel and hands it to `attach`: on the join screen
/// `{ try core.joinOverLink(gameKey: key, code: code, link: $0) }`. `failed` hears why a
/// join could not open its channel, with the system's words.
/// Runs on the main actor: its manager and peripherals call back on the main queue.
@MainActor
final class BluetoothGuest: NSObject, @preconcurrency CBCentralManagerDelegate, @preconcurrency CBPeripheralDelegate {
    /// A listed table's record is read again after this long (its free seats change).
    private static let rereadSeconds: TimeInterval = 15
    /// A table not seen in scans for this long is no longer listed.
    private static let goneSeconds: TimeInterval = 30

    private let found: ([BluetoothFoundTable]) -> Void
    private let failed: (BluetoothFailure, String) -> Void
    private var manager: CBCentralManager?
    private var scanning = false
    private var tables: [UUID: (found: BluetoothFoundTable, readAt: Date, seenAt: Date)] = [:]
    private var reading: [UUID: CBPeripheral] = [:]
    private var joining: CBPeripheral?
    private var pendingJoin: UUID?
    private var attach: ((BluetoothLink) throws -> NearbyLinkInput)?
    private var link: BluetoothLink?
    /// A connection with its reading or joining that takes longer than this is given
    /// up: CoreBluetooth's `connect` never times out by itself, and a read that hangs
    /// would keep that table from being read again.
    private static let stepSeconds: Double = 10
    /// The watch each peripheral's connection is under (a newer one replaces it).
    private var watches: [UUID: Int] = [:]
    private var watchCount = 0

    init(found: @escaping ([BluetoothFoundTable]) -> Void, failed: @escaping (BluetoothFailure, String) -> Void) {
        self.found = found
        self.failed = failed
        super.init()
    }

    private var central: CBCentralManager {
        if let manager { return manager }
        let manager = CBCentralManager(delegate: self, queue: .main)
        self.manager = manager
        return manager
    }

    /// Starts scanning once Bluetooth is on.
    func scan() {
        scanning = true
        if central.state == .poweredOn {
            central.scanForPeripherals(withServices: [BluetoothTable.service], options: [CBCentralManagerScanOptionAllowDuplicatesKey: true])
        }
    }

    /// Stops scanning and forgets the tables seen.
    func stopScan() {
        scanning = false
        manager?.stopScan()
        tables.removeAll()
        for peripheral in reading.values {
            manager?.cancelPeripheralConnection(peripheral)
        }
        reading.removeAll()
    }

    /// Joins the table of the peripheral `device` (a `BluetoothFoundTable.device`):
    /// connects, reads its PSM and opens the channel.
    func join(device: String, attach: @escaping (BluetoothLink) throws -> NearbyLinkInput) {
        guard let id = UUID(uuidString: device) else {
            failed(.unreachable, device)
            return
        }
        self.attach = attach
        switch central.state {
        case .poweredOn:
            connect(id)
        case .poweredOff, .unsupported:
            failed(.off, "")
        case .unauthorized:
            failed(.notAllowed, "")
        default:
            pendingJoin = id // waits for the state
        }
    }

    private func connect(_ id: UUID) {
        guard let peripheral = central.retrievePeripherals(withIdentifiers: [id]).first else {
            failed(.unreachable, id.uuidString)
            return
        }
        central.stopScan()
        joining = peripheral
        peripheral.delegate = self
        central.connect(peripheral)
        watch(peripheral)
    }

    /// Gives the connection to `peripheral` `stepSeconds` to finish its reading or
    /// joining.
    private func watch(_ peripheral: CBPeripheral) {
        watchCount += 1
        let id = peripheral.identifier
        let mine = watchCount
        watches[id] = mine
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(Self.stepSeconds))
            self?.timedOut(id, mine)
        }
    }

    private func timedOut(_ id: UUID, _ mine: Int) {
        guard watches[id] == mine else { return }
        watches[id] = nil
        if let peripheral = joining, peripheral.identifier == id {
            manager?.cancelPeripheralConnection(peripheral)
            joinFailed(.unreachable, nil, detail: "timeout")
        } else if let peripheral = reading[id] {
            manager?.cancelPeripheralConnection(peripheral)
            reading[id] = nil
        }
    }

    /// A join that failed: scanning goes on, the failure is told.
    private func joinFailed(_ failure: BluetoothFailure, _ error: Error?, detail: String? = nil) {
        if let joining {
            watches[joining.identifier] = nil
        }
        joining = nil
        if scanning {
            scan()
        }
        failed(failure, detail ?? error?.localizedDescription ?? "")
    }

    private func publish() {
        let now = Date()
        tables = tables.filter { now.timeIntervalSince($0.value.seenAt) < Self.goneSeconds }
        found(tables.values.map { $0.found }.sorted { $0.table.name < $1.table.name })
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        switch central.state {
        case .poweredOn:
            if scanning {
                scan()
            }
            if let id = pendingJoin {
                pendingJoin = nil
                connect(id)
            }
        case .poweredOff, .unsupported:
            if pendingJoin != nil {
                pendingJoin = nil
                failed(.off, "")
            }
        case .unauthorized:
            if pendingJoin != nil {
                pendingJoin = nil
                failed(.notAllowed, "")
            }
        default:
            break
        }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        let id = peripheral.identifier
        let now = Date()
        if var known = tables[id] {
            known.seenAt = now
            tables[id] = known
            if now.timeIntervalSince(known.readAt) < Self.rereadSeconds {
                return
            }
        }
        guard reading[id] == nil, joining == nil else { return }
        reading[id] = peripheral
        peripheral.delegate = self
        central.connect(peripheral)
        watch(peripheral)
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        peripheral.discoverServices([BluetoothTable.service])
    }

    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?) {
        if peripheral == joining {
            joinFailed(.unreachable, error)
        } else {
            reading[peripheral.identifier] = nil
        }
    }

    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?) {
        if reading.removeValue(forKey: peripheral.identifier) != nil {
            watches[peripheral.identifier] = nil
        }
    }

    /// A step of reading a record or joining failed.
    private func stepFailed(_ peripheral: CBPeripheral, _ error: Error?) {
        if peripheral == joining {
            manager?.cancelPeripheralConnection(peripheral)
            joinFailed(.unreachable, error)
        } else {
            manager?.cancelPeripheralConnection(peripheral)
        }
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?) {
        guard let service = peripheral.services?.first(where: { $0.uuid == BluetoothTable.service }) else {
            stepFailed(peripheral, error)
            return
        }
        let wanted = peripheral == joining ? BluetoothTable.psmCharacteristic : BluetoothTable.txtCharacteristic
        peripheral.discoverCharacteristics([wanted], for: service)
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?) {
        let wanted = peripheral == joining ? BluetoothTable.psmCharacteristic : BluetoothTable.txtCharacteristic
        guard let characteristic = service.characteristics?.first(where: { $0.uuid == wanted }) else {
            stepFailed(peripheral, error)
            return
        }
        peripheral.readValue(for: characteristic)
    }

    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?) {
        guard let value = characteristic.value, error == nil else {
            stepFailed(peripheral, error)
            return
        }
        if characteristic.uuid == BluetoothTable.txtCharacteristic {
            manager?.cancelPeripheralConnection(peripheral)
            read(record: value, of: peripheral)
            return
        }
        guard value.count >= 2 else {
            stepFailed(peripheral, error)
            return
        }
        let psm = CBL2CAPPSM(value[value.startIndex]) | (CBL2CAPPSM(value[value.startIndex + 1]) << 8)
        peripheral.openL2CAPChannel(psm)
    }

    /// Lists the peripheral's table if its record is one this app can join.
    private func read(record: Data, of peripheral: CBPeripheral) {
        let device = peripheral.identifier.uuidString
        guard let txt = try? txtRecordEntries(bytes: record),
              let table = try? nearbyTableFromTxt(instance: device, txt: txt, hosts: [], port: 0),
              table.compatible else {
            return
        }
        let now = Date()
        tables[peripheral.identifier] = (BluetoothFoundTable(device: device, table: table), now, now)
        publish()
    }

    func peripheral(_ peripheral: CBPeripheral, didOpen channel: CBL2CAPChannel?, error: Error?) {
        guard let channel, let attach, error == nil else {
            stepFailed(peripheral, error)
            return
        }
        // The link holds the peripheral: its channel lives as long as the link.
        let link = BluetoothLink(channel: channel, peer: peripheral)
        do {
            link.pump(try attach(link))
            self.link = link
            watches[peripheral.identifier] = nil
            joining = nil
        } catch {
            // The app core refused the link (and closed it).
            try? link.disconnect()
            joinFailed(.unreachable, error)
        }
    }
}
