import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``pushRows``: the kind, notifications sent, the share opened, and the
    /// share of people who muted the kind, in everyone and in each arm when there are more.
    var pushHeader: [String] {
        ["kind", "sent", "opened (95 % interval)"]
            + (push?.groups ?? []).map { $0.arm.isEmpty ? "muted by" : "muted in \($0.arm)" }
    }

    /// Push notifications by kind (seed 004, DR7.FR9.0-9.2), for the Markdown and HTML
    /// reports alike: each kind's notifications sent, the share opened with its interval
    /// clustered by person, and the share of people who muted it, overall and by arm. Nil
    /// without notifications or choices; a figure backed by fewer people than the
    /// small-cell minimum shows `suppressed`.
    var pushRows: [[String]]? {
        guard let push, let all = push.all else { return nil }
        return all.rows.indices.map { k in
            let row = all.rows[k]
            var cells = [row.kind]
            if smallCells.allows(row.recipients) {
                cells.append(NumberFormat.grouped(row.sent))
                cells.append(row.openedByPerson.map {
                    Self.percent($0.estimate) + " (" + Self.range($0.interval.lower, $0.interval.upper, 1, scale: 100,
                                                                  suffix: " %") + ")"
                } ?? "NA")
            } else {
                cells += [row.sent == 0 ? "0" : "fewer than \(smallCells.minimumCount) people", ""]
            }
            for group in push.groups {
                let share = group.mutedShare(group.rows[k])
                cells.append(smallCells.allows(group.choosers) ? share.map { Self.percent($0.estimate) } ?? "NA" : "suppressed")
            }
            return cells
        }
    }

    /// The text above the push notifications' table.
    var pushText: String? {
        guard let push, let all = push.all, pushRows != nil else { return nil }
        var text = "Push notifications (seed 004, DR7.FR9.0-9.2): \(NumberFormat.grouped(all.sent)) sent to "
            + "\(smallCells.shown(all.people)) of \(NumberFormat.grouped(push.people)) people, only of kinds each person's "
            + "choice admits (DR7.FR9.2)."
        if smallCells.allows(all.choosers), let share = all.keepAllShare {
            text += " \(Self.percent(share.estimate)) chose every kind, the others specific ones."
        }
        if let opened = push.loginShareOpened, let unopened = push.loginShareUnopened, let lift = push.loginLift,
           smallCells.allows(push.checkInPeople) {
            text += " Days of a check-in reminder with a log-in: \(Self.percent(opened.estimate)) when it was opened, "
                + "\(Self.percent(unopened.estimate)) when not; the login lift (the share of those who would not otherwise "
                + "have used the app that an opened reminder brought in) is \(Self.percent(lift.estimate)) ("
                + Self.range(lift.interval.lower, lift.interval.upper, 1, scale: 100, suffix: " %") + ", clustered by person)."
        }
        return text + " `carelab analyze push` writes the same figures."
    }

    /// The Markdown section of ``pushRows``.
    var pushSection: [String] {
        guard let rows = pushRows, let text = pushText else { return [] }
        return ["## Push notifications", "", text, "", "| " + pushHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: pushHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
