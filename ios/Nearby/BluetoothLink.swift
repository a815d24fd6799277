import CoreBluetooth
import Foundation
import SpieleabendCore

/// The GATT service a hosting device publishes; its one characteristic holds the L2CAP
/// PSM. The same UUIDs as the Android shell's `BluetoothTables`, so an iPhone and an
/// Android phone find each other's channel.
enum BluetoothTable {
    static let service = CBUUID(string: "5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c10")
    /// Apple's characteristic for a published L2CAP PSM
    /// (`CBUUIDL2CAPPSMCharacteristicString`): a little-endian UInt16.
    static let psmCharacteristic = CBUUID(string: "ABDD3056-28FA-441D-A470-55A75A52553A")
}

/// One L2CAP channel carried as the core's `NearbyLink`: the core's frames are written
/// to the channel's output stream as they come (`send` runs on the link's own thread and
/// may block until there is room), and whatever the input stream reads is handed to the
/// core, which takes any chunking. The twin of the Android shell's `BluetoothLink`.
final class BluetoothLink: NSObject, NearbyLink, StreamDelegate, @unchecked Sendable {
    private let channel: CBL2CAPChannel
    private let room = NSCondition()
    private var input: NearbyLinkInput?

    init(channel: CBL2CAPChannel) {
        self.channel = channel
        super.init()
    }

    /// Opens both streams on the main run loop and feeds `input` until the channel ends.
    func pump(_ input: NearbyLinkInput) {
        self.input = input
        for stream in [channel.inputStream as Stream, channel.outputStream as Stream] {
            stream.delegate = self
            stream.schedule(in: .main, forMode: .default)
            stream.open()
        }
    }

    func send(bytes: Data) throws {
        var rest = bytes
        while !rest.isEmpty {
            let output = channel.outputStream
            if output.streamStatus == .closed || output.streamStatus == .error {
                throw NearbyLinkError.Failed(reason: output.streamError?.localizedDescription ?? "closed")
            }
            let written = rest.withUnsafeBytes { raw -> Int in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
                return output.write(base, maxLength: rest.count)
            }
            if written < 0 {
                throw NearbyLinkError.Failed(reason: output.streamError?.localizedDescription ?? "write failed")
            }
            if written == 0 {
                // No room yet: wait for `hasSpaceAvailable` (or a short while).
                room.lock()
                _ = room.wait(until: Date().addingTimeInterval(0.05))
                room.unlock()
            }
            rest = rest.dropFirst(written)
        }
    }

    func disconnect() throws {
        channel.inputStream.close()
        channel.outputStream.close()
    }

    func stream(_ stream: Stream, handle event: Stream.Event) {
        switch event {
        case .hasBytesAvailable:
            var buffer = [UInt8](repeating: 0, count: 4096)
            let read = channel.inputStream.read(&buffer, maxLength: buffer.count)
            if read > 0 {
                input?.received(bytes: Data(buffer[0..<read]))
            }
        case .hasSpaceAvailable:
            room.lock()
            room.signal()
            room.unlock()
        case .endEncountered, .errorOccurred:
            input?.closed()
        default:
            break
        }
    }
}

/// Hosting a table over Bluetooth: publishes an L2CAP channel, puts its PSM into the
/// GATT characteristic and advertises the service; each device that opens the channel
/// becomes a `BluetoothLink` handed to `attach`: `{ try core.attachLink(link: $0) }` for the
/// table the app core hosts.
final class BluetoothHostAdvertiser: NSObject, CBPeripheralManagerDelegate {
    private let name: String
    private let attach: (BluetoothLink) throws -> NearbyLinkInput
    private var manager: CBPeripheralManager?
    private var psm: CBL2CAPPSM?
    private var links: [BluetoothLink] = []

    /// `name` is what guests see in the advertisement (the table's name).
    init(name: String, attach: @escaping (BluetoothLink) throws -> NearbyLinkInput) {
        self.name = name
        self.attach = attach
        super.init()
    }

    /// Starts publishing once Bluetooth is on.
    func start() {
        manager = CBPeripheralManager(delegate: self, queue: .main)
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
        if peripheral.state == .poweredOn && psm == nil {
            peripheral.publishL2CAPChannel(withEncryption: false)
        }
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, didPublishL2CAPChannel PSM: CBL2CAPPSM, error: Error?) {
        guard error == nil else { return }
        psm = PSM
        var little = PSM.littleEndian
        let value = Data(bytes: &little, count: MemoryLayout<CBL2CAPPSM>.size)
        let characteristic = CBMutableCharacteristic(
            type: BluetoothTable.psmCharacteristic, properties: [.read], value: value, permissions: [.readable]
        )
        let service = CBMutableService(type: BluetoothTable.service, primary: true)
        service.characteristics = [characteristic]
        peripheral.add(service)
        peripheral.startAdvertising([
            CBAdvertisementDataServiceUUIDsKey: [BluetoothTable.service],
            CBAdvertisementDataLocalNameKey: name,
        ])
    }

    func peripheralManager(_ peripheral: CBPeripheralManager, didOpen channel: CBL2CAPChannel?, error: Error?) {
        guard let channel, error == nil else { return }
        let link = BluetoothLink(channel: channel)
        guard let input = try? attach(link) else {
            try? link.disconnect()
            return
        }
        links.append(link)
        link.pump(input)
    }
}

/// Joining a table over Bluetooth: scans for the table service, reads the PSM from the
/// characteristic, opens the L2CAP channel and hands it to `attach`: on the join screen
/// `{ try core.joinOverLink(gameKey: key, code: code, link: $0) }`. `found` reports each table seen (its peripheral and advertised name);
/// `failed` the system's error when a step fails.
final class BluetoothGuest: NSObject, CBCentralManagerDelegate, CBPeripheralDelegate {
    private let found: (CBPeripheral, String) -> Void
    private let failed: (Error?) -> Void
    private var manager: CBCentralManager?
    private var joining: CBPeripheral?
    private var attach: ((BluetoothLink) throws -> NearbyLinkInput)?
    private var link: BluetoothLink?

    init(found: @escaping (CBPeripheral, String) -> Void, failed: @escaping (Error?) -> Void) {
        self.found = found
        self.failed = failed
        super.init()
    }

    /// Starts scanning once Bluetooth is on.
    func scan() {
        manager = CBCentralManager(delegate: self, queue: .main)
    }

    /// Stops scanning.
    func stopScan() {
        manager?.stopScan()
    }

    /// Connects to `peripheral`, reads its PSM and opens the channel.
    func join(_ peripheral: CBPeripheral, attach: @escaping (BluetoothLink) throws -> NearbyLinkInput) {
        stopScan()
        self.attach = attach
        joining = peripheral
        peripheral.delegate = self
        manager?.connect(peripheral)
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        if central.state == .poweredOn {
            central.scanForPeripherals(withServices: [BluetoothTable.service])
        }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                        advertisementData: [String: Any], rssi RSSI: NSNumber) {
        let name = advertisementData[CBAdvertisementDataLocalNameKey] as? String
        found(peripheral, name ?? peripheral.name ?? peripheral.identifier.uuidString)
    }

    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {
        peripheral.discoverServices([BluetoothTable.service])
    }

    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?) {
        failed(error)
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?) {
        guard let service = peripheral.services?.first(where: { $0.uuid == BluetoothTable.service }) else {
            failed(error)
            return
        }
        peripheral.discoverCharacteristics([BluetoothTable.psmCharacteristic], for: service)
    }

    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?) {
        guard let characteristic = service.characteristics?.first(where: { $0.uuid == BluetoothTable.psmCharacteristic }) else {
            failed(error)
            return
        }
        peripheral.readValue(for: characteristic)
    }

    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?) {
        guard let value = characteristic.value, value.count >= 2, error == nil else {
            failed(error)
            return
        }
        let psm = CBL2CAPPSM(value[value.startIndex]) | (CBL2CAPPSM(value[value.startIndex + 1]) << 8)
        peripheral.openL2CAPChannel(psm)
    }

    func peripheral(_ peripheral: CBPeripheral, didOpen channel: CBL2CAPChannel?, error: Error?) {
        guard let channel, let attach, error == nil else {
            failed(error)
            return
        }
        let link = BluetoothLink(channel: channel)
        do {
            link.pump(try attach(link))
            self.link = link
        } catch {
            try? link.disconnect()
            failed(error)
        }
    }
}
