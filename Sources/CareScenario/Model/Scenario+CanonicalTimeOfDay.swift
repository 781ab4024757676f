import CareModel

// The settings of time of day (seed 000, Req 3 and 11) came after scenarios were
// fingerprinted (``Scenario/canonicalText``): a scenario that does not use them reflects
// as it did before, so its fingerprint, and the reports that print it, stay the same.

extension SymptomModel: CustomReflectable {
    /// The symptom's settings, without `onset` when it has none.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [("symptom", symptom), ("baselineMean", baselineMean), ("baselineSD", baselineSD),
                                        ("dailySD", dailySD), ("entryDetails", entryDetails)]
        if let onset { children.append(("onset", onset)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}

extension FactorModel: CustomReflectable {
    /// The factor's settings, with `timeOfDay` for a factor taken in one part of the day.
    public var customMirror: Mirror {
        let parts: Mirror.Child = partsOfDay.onlyPart.map { ("timeOfDay", $0) } ?? ("partsOfDay", partsOfDay)
        return Mirror(self, children: [("name", name), ("logging", logging), parts, ("mean", mean), ("betweenSD", betweenSD),
                                       ("withinSD", withinSD)] as [Mirror.Child], displayStyle: .struct)
    }
}

extension PlantedEffect: CustomReflectable {
    /// The effect's settings, without `timeOfDay` for an effect of any part of the day.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [("factor", factor), ("symptom", symptom), ("lagDays", lagDays), ("within", within),
                                        ("between", between)]
        if let timeOfDay { children.append(("timeOfDay", timeOfDay)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
