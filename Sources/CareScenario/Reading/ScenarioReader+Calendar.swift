import CareModel

extension ScenarioReader {
    /// `calendar: {appointments_per_30_days: 2, reminder_share: 0.7, reminder_leads: {"1 day":
    /// 0.6, "2 hours": 0.4}, attendance: 0.65, attendance_day_ahead: 0.85}` (seed 004,
    /// DR3/DR7.FR4.0, DR7.FR9.2; ``CalendarModel``). Each lead is one the app offers
    /// (``ReminderLead/offered``), written as its spelling; the chances sum to 1.
    /// `medication_share: 0.4` adds medications' consumption times for that share of people;
    /// it needs a scheduled medication.
    static func calendarModel(_ value: YAMLValue, medications: [String]) throws(ScenarioError) -> CalendarModel {
        let fields = try value.mapping(allowedKeys: ["appointments_per_30_days", "reminder_share", "reminder_leads",
                                                     "attendance", "attendance_day_ahead", "medication_share"])
        let medicationShare = try fields.optional("medication_share")?.probability()
        if let medicationShare, medicationShare > 0, medications.isEmpty {
            throw value.error(.missingValue(key: "medications", expected: "a scheduled medication whose consumption times go in the calendar",
                                            example: "medications: [{name: buprenorphine, dose: {amount: 8, unit: mg}, schedule: {repeat: daily, times: [\"09:00\"]}}]"))
        }
        let reminderShare = try fields.optional("reminder_share")?.probability() ?? 0
        var leads: [(lead: ReminderLead, chance: Double)] = []
        if let leadsValue = fields.optional("reminder_leads") {
            for (key, keyValue, chanceValue) in try leadsValue.pairs() {
                leads.append((try reminderLead(key, at: keyValue), try chanceValue.probability()))
            }
            let total = leads.reduce(0) { $0 + $1.chance }
            guard abs(total - 1) < 1e-9 else {
                throw leadsValue.error(.outOfRange(key: leadsValue.path, value: total.formatted,
                                                   expected: "chances that sum to 1"))
            }
            leads.sort { ReminderLead.offered.firstIndex(of: $0.lead)! < ReminderLead.offered.firstIndex(of: $1.lead)! }
        } else if reminderShare > 0 {
            throw value.error(.missingValue(key: "\(value.path).reminder_leads", expected: "the chance of each reminder lead",
                                            example: "reminder_leads: {\"1 day\": 0.6, \"2 hours\": 0.4}"))
        }
        return CalendarModel(
            appointmentsPer30Days: try fields.required("appointments_per_30_days").number(in: 0...30),
            reminderShare: reminderShare,
            reminderLeads: leads,
            attendance: try fields.required("attendance").probability(),
            attendanceDayAhead: try fields.required("attendance_day_ahead").probability(),
            medicationShare: medicationShare)
    }

    /// A reminder lead the app offers, written as its spelling (`1 day`, `2 hours`, `on the
    /// day at 08:00`); anything else names the offered leads and the closest one.
    private static func reminderLead(_ text: String, at value: YAMLValue) throws(ScenarioError) -> ReminderLead {
        let spellings = ReminderLead.offered.map(\.spelling)
        guard let lead = ReminderLead(spelling: text), ReminderLead.offered.contains(lead) else {
            throw value.error(.unknownChoice(key: value.path, value: text, expected: spellings,
                                             suggestion: Suggestion.closest(to: text, among: spellings)))
        }
        return lead
    }
}
