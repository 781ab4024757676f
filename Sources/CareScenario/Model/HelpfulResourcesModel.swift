import CareModel

/// How people use their list of helpful resources (seed 002, entries 64-74): the list starts
/// with ``defaults``; on a day in the app a person views it with ``viewChancePerDay``; at a
/// view they move an entry with ``reorderChance`` (a list of two or more), edit one with
/// ``editChance`` and delete one with ``deleteChance`` (a list with one), each entry as likely,
/// in edit mode, and then add one at the bottom with ``addChance``, of a kind each as likely.
/// No entry's text is ever simulated, only its kind and place.
public struct HelpfulResourcesModel: Hashable, Sendable {
    /// The kinds of the entries the list starts with, top first.
    public var defaults: [HelpfulResource.Kind]
    /// The chance of viewing the list on a day in the app.
    public var viewChancePerDay: Double
    /// The chance of adding an entry at a view.
    public var addChance: Double
    /// The chance of editing an entry at a view of a list with one.
    public var editChance: Double
    /// The chance of deleting an entry at a view of a list with one.
    public var deleteChance: Double
    /// The chance of moving an entry at a view of a list with two or more.
    public var reorderChance: Double

    /// Creates a model.
    public init(defaults: [HelpfulResource.Kind], viewChancePerDay: Double, addChance: Double, editChance: Double,
                deleteChance: Double, reorderChance: Double) {
        self.defaults = defaults
        self.viewChancePerDay = viewChancePerDay
        self.addChance = addChance
        self.editChance = editChance
        self.deleteChance = deleteChance
        self.reorderChance = reorderChance
    }
}
