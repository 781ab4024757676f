import CareModel

extension FHIRMapping {
    /// Observation times, in the order looked for.
    static let observationTimes = ["effectiveDateTime", "effectivePeriod.start", "effectiveInstant", "issued"]

    /// A vital sign or a questionnaire total, by its LOINC code (``FHIRObservation``).
    ///
    /// A reading is from a `device` unless a `performer` is the patient themself (the patient
    /// measured and reported it): then it is `manual`. FHIR has no flag for "synced from a
    /// device"; a clinic's measurement is taken with a device, and one the patient reports is
    /// entered by hand.
    func observation(_ resource: FHIRResource) -> FHIRMapped {
        guard let code = resource.code("code", system: FHIRSystem.loinc), let mapping = FHIRObservation.byCode[code] else {
            return .passedOver(key: "Observation " + (resource.codeKey() ?? "without a code"))
        }
        let subject = resource.patientID("subject")
        let selfReported = resource.objects("performer").contains { performer in
            performer.string("reference").flatMap(FHIRResource.patientID(reference:)).map { $0 == subject } ?? false
        }
        let source: MeasurementSource = selfReported ? .manual : .device
        switch mapping {
        case .measurement(let measurement, let units):
            guard let quantity = resource.object("valueQuantity"), let value = quantity.number("value") else {
                return .passedOver(key: "Observation LOINC \(code) without a valueQuantity")
            }
            let unit = quantity.string("code") ?? quantity.string("unit") ?? ""
            guard let factor = units[unit] else {
                return .problem(field: "valueQuantity.code", reason: "'\(unit)' is not a unit CareLab reads for LOINC \(code) "
                                + "(\(units.keys.sorted().joined(separator: ", ")))")
            }
            let stored = value * factor
            guard measurement.possible.contains(stored) else {
                return .problem(field: "valueQuantity.value", reason: "\(value) \(unit) is impossible for \(measurement.name) "
                                + "(possible: \(measurement.possible) \(measurement.unit))")
            }
            // A blood pressure's members and a step count that is not whole stay as stored;
            // ``BloodPressurePairing`` makes a pair one reading.
            let reading = HealthReading(name: measurement.name, value: stored, unit: measurement.unit)
            let item: ImportedItem = HealthValue(reading: reading).map { .measurement($0, source: source) }
                ?? .other(kind: .measurement, name: measurement.name, value: stored, unit: measurement.unit)
            return entry(resource, timeKeys: Self.observationTimes, items: [item], source: source)
        case .bloodPressurePanel:
            return bloodPressure(resource, source: source)
        case .questionnaireTotal(let questionnaire):
            let total = FHIRObservation.totalCodes[questionnaire]!
            let holder = code == total ? resource
                : resource.objects("component").first { $0.code("code", system: FHIRSystem.loinc) == total } ?? resource
            guard let value = holder.object("valueQuantity")?.number("value") ?? holder.number("valueInteger") else {
                return .passedOver(key: "Observation LOINC \(code) without a total")
            }
            return questionnaireTotal(resource, questionnaire, value, field: "valueQuantity.value", timeKeys: Self.observationTimes)
        }
    }

    /// The panel's systolic and diastolic components as one reading, checked as CareModel
    /// checks it (the diastolic pressure below the systolic one).
    private func bloodPressure(_ resource: FHIRResource, source: MeasurementSource) -> FHIRMapped {
        func pressure(_ code: String) -> Double? {
            guard let component = resource.objects("component").first(where: { $0.code("code", system: FHIRSystem.loinc) == code }),
                  let quantity = component.object("valueQuantity"), ["mm[Hg]", "mmHg"].contains(quantity.string("code") ?? quantity.string("unit") ?? "")
            else { return nil }
            return quantity.number("value")
        }
        guard let systolic = pressure("8480-6"), let diastolic = pressure("8462-4") else {
            return .problem(field: "component", reason: "a blood-pressure panel needs a systolic (8480-6) and a diastolic (8462-4) "
                            + "component in mm[Hg]")
        }
        let value = HealthValue.bloodPressure(systolic: systolic, diastolic: diastolic)
        do {
            try value.checkPlausible()
        } catch {
            return .problem(field: "component", reason: "\(systolic)/\(diastolic) mmHg: \(error)")
        }
        return entry(resource, timeKeys: Self.observationTimes, items: [.measurement(value, source: source)], source: source)
    }

    /// A questionnaire's total `value`, checked against the questionnaire's range.
    private func questionnaireTotal(_ resource: FHIRResource, _ questionnaire: Questionnaire, _ value: Double, field: String,
                                    timeKeys: [String]) -> FHIRMapped {
        guard value == value.rounded(), (0...Double(questionnaire.maximumTotal)).contains(value) else {
            return .problem(field: field, reason: "\(value) is not a \(questionnaire.rawValue) total: a whole number from 0 to "
                            + "\(questionnaire.maximumTotal)")
        }
        let score = QuestionnaireScore(questionnaire: questionnaire, total: Int(value), answeredItems: questionnaire.itemCount,
                                       selfHarmItemPositive: false)
        return entry(resource, timeKeys: timeKeys, items: [.questionnaire(score)])
    }

    /// A completed PHQ-9 or GAD-7 response's total: the answer to the item whose `linkId` is
    /// the total's LOINC code (44261-6, 70274-6), at any depth.
    func questionnaireResponse(_ resource: FHIRResource) -> FHIRMapped {
        guard let questionnaire = resource.string("questionnaire").flatMap(FHIRObservation.questionnaire(canonical:)) else {
            return .passedOver(key: "QuestionnaireResponse " + (resource.string("questionnaire") ?? "without a questionnaire"))
        }
        guard ["completed", "amended"].contains(resource.string("status") ?? "") else {
            return .passedOver(key: "QuestionnaireResponse \(questionnaire.rawValue) \(resource.string("status") ?? "without a status")")
        }
        let total = FHIRObservation.totalCodes[questionnaire]!
        func find(_ items: [FHIRResource]) -> FHIRResource? {
            for item in items {
                if item.string("linkId") == total { return item }
                if let found = find(item.objects("item")) { return found }
            }
            return nil
        }
        guard let answer = find(resource.objects("item"))?.objects("answer").first,
              let value = answer.number("valueInteger") ?? answer.number("valueDecimal") ?? answer.object("valueQuantity")?.number("value")
        else { return .passedOver(key: "QuestionnaireResponse \(questionnaire.rawValue) without a total (\(total))") }
        return questionnaireTotal(resource, questionnaire, value, field: "item.answer", timeKeys: ["authored"])
    }
}
