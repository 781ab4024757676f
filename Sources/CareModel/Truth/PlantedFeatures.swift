/// The planted models of the features whose scenario block and ground truth are one value:
/// each is read from its scenario key into ``GroundTruth/planted`` and the scenario alike,
/// drives the simulation, and is written to `truth.json` unchanged, at the top level under
/// its own key, numbers as numbers. A feature added here needs no field of its own in the
/// scenario or the ground truth, and no copy of its model.
public struct PlantedFeatures: Hashable, Codable, Sendable {
    /// `helplines`: the chance of calling a helpline after each negative mood (seed 004,
    /// DR5.FR7.1).
    public var helplines: HelplineCalls?
    /// `enrolment`: the sign-up funnel (seed 004, DR1.FR1.1, DR1.FR1.6).
    public var enrolment: EnrolmentFunnel?

    /// Nothing planted.
    public init() {}
}
