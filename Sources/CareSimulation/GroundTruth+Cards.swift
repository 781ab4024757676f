import CareModel
import CareScenario

extension GroundTruth.CardsTruth {
    /// The card kit use `model` plants (``CardSimulation``).
    init(model: CardsModel) {
        self.init(deck: model.deck, openChance: model.openChance, viewsPerOpening: model.viewsPerOpening,
                  favouriteShare: model.favouriteShare, favouritesPerPerson: model.favouritesPerPerson,
                  favouriteViewRatio: model.favouriteViewRatio, noteChance: model.noteChance,
                  noteEditChance: model.noteEditChance, customCardChance: model.customCardChance,
                  duplicateChance: model.duplicateChance, unfavouriteChance: model.unfavouriteChance,
                  customEditChance: model.customEditChance, customDeleteChance: model.customDeleteChance)
    }
}
