# Diplomacy Hot-Seat : les ordres, retraites et ajustements, la vérification avant de sceller, les résultats et les pourparlers, en français.

