import CareModel
import CareScenario

extension GroundTruth.CardsTruth {
    /// The card kit use `model` plants (``CardSimulation``).
    init(model: CardsModel) {
        self.init(deck: model.deck, openChance: model.openChance, viewsPerOpening: model.viewsPerOpening,
                  favouriteShare: model.favouriteShare, favouritesPerPerson: model.favouritesPerPerson,
                  favouriteViewRatio: model.favouriteViewRatio)
    }
}
