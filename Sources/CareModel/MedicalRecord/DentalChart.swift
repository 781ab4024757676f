/// The state of a tooth as a whole, one mark per tooth as on a paper chart (seed 001,
/// tooth chart).
public enum ToothStatus: String, CaseIterable, Codable, Sendable {
    /// A natural tooth in the mouth.
    case present
    /// A natural tooth whose root canal was treated; its surfaces can still be charted.
    case rootCanalTreated = "root canal treated"
    /// Covered by a crown, so its natural surfaces cannot be charted.
    case crowned
    /// Replaced by an implant.
    case implant
    /// Lost or extracted.
    case missing
    /// Not yet through the gum.
    case unerupted

    /// Whether the tooth has natural surfaces that can be charted.
    public var hasChartableSurfaces: Bool { self == .present || self == .rootCanalTreated }
}

/// A surface of a tooth. Every tooth has five: mesial, distal, facial (buccal or labial),
/// lingual (palatal in the upper arch), and occlusal on premolars and molars or incisal on
/// incisors and canines.
public enum ToothSurface: String, CaseIterable, Codable, Sendable {
    case mesial, distal, facial, lingual, occlusal, incisal
}

/// The state of one tooth surface, in the terms of the DMF index (decayed, missing,
/// filled; WHO, Oral Health Surveys: Basic Methods, 5th ed., 2013), plus sealants.
public enum SurfaceStatus: String, CaseIterable, Codable, Sendable {
    case sound, decayed, filled, sealed
}

extension Tooth {
    /// The tooth's five surfaces.
    public var surfaces: [ToothSurface] {
        [.mesial, .distal, .facial, .lingual, isAnterior ? .incisal : .occlusal]
    }
}

/// What the chart says about one tooth.
public struct ToothRecord: Hashable, Codable, Sendable {
    public var status: ToothStatus
    /// Charted surfaces; uncharted ones are not listed.
    public var surfaces: [ToothSurface: SurfaceStatus]

    public init(status: ToothStatus, surfaces: [ToothSurface: SurfaceStatus] = [:]) {
        self.status = status
        self.surfaces = surfaces
    }
}

/// A dental chart over the 32 permanent and 20 primary teeth (seed 001): a status per
/// charted tooth and a status per charted surface. A mixed dentition (a child with some of
/// both) is charted on the same chart.
public struct DentalChart: Hashable, Codable, Sendable {
    /// The charted teeth.
    public private(set) var teeth: [Tooth: ToothRecord] = [:]

    /// An empty chart.
    public init() {}

    /// Sets a tooth's status. A status without natural surfaces (crowned, implant, missing,
    /// unerupted) clears the tooth's surface marks.
    public mutating func setStatus(_ status: ToothStatus, for tooth: Tooth) {
        var record = teeth[tooth] ?? ToothRecord(status: status)
        record.status = status
        if !status.hasChartableSurfaces { record.surfaces = [:] }
        teeth[tooth] = record
    }

    /// Sets a surface's status; an uncharted tooth becomes `present`.
    public mutating func setSurface(
        _ surface: ToothSurface, _ status: SurfaceStatus, for tooth: Tooth
    ) throws(MedicalRecordError) {
        guard tooth.surfaces.contains(surface) else { throw .surfaceNotOnTooth(surface: surface, tooth: tooth) }
        var record = teeth[tooth] ?? ToothRecord(status: .present)
        guard record.status.hasChartableSurfaces else { throw .noSurfacesToChart(tooth: tooth, status: record.status) }
        record.surfaces[surface] = status
        teeth[tooth] = record
    }

    /// Removes everything charted for a tooth.
    public mutating func clear(_ tooth: Tooth) {
        teeth[tooth] = nil
    }
}

extension DentalChart {
    /// Puts `record` on the chart for `tooth` as it is, nil clearing the tooth: how a stored
    /// history is replayed. Refused when the record could not have been charted (a surface
    /// the tooth does not have, surfaces on a tooth without natural ones).
    mutating func restore(_ record: ToothRecord?, for tooth: Tooth) throws(MedicalRecordError) {
        if let record {
            if let surface = record.surfaces.keys.sorted(by: { $0.rawValue < $1.rawValue }).first(where: { !tooth.surfaces.contains($0) }) {
                throw .surfaceNotOnTooth(surface: surface, tooth: tooth)
            }
            if !record.surfaces.isEmpty, !record.status.hasChartableSurfaces {
                throw .noSurfacesToChart(tooth: tooth, status: record.status)
            }
        }
        teeth[tooth] = record
    }
}
