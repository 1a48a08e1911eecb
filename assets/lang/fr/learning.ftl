# Diplomacy Hot-Seat : mode d'apprentissage, partie d'exemple, tour guidé, fiches de règles et bac à sable, en français.

## Les étapes du tour guidé : titre, ce que dit le tuteur, l'indice après une mauvaise réponse et l'étape telle qu'une phrase la nomme (« ✔ Fait : choisir une unité. »)

learning-tutor-step-curtain-title = Derrière le rideau
learning-tutor-step-curtain-say = Vous jouez l'Angleterre. Chaque joueur écrit ses ordres en secret : quand vient votre tour, on vous passe l'ordinateur portable, les autres détournent les yeux, et l'écran reste couvert jusqu'à ce que vous disiez qui vous êtes. Appuyez sur « Je suis Angleterre : montrer mes ordres ».
learning-tutor-step-curtain-hint = Appuyez sur le grand bouton « Je suis Angleterre : montrer mes ordres » de l'écran couvert.
learning-tutor-step-curtain-task = derrière le rideau
learning-tutor-step-select-title = Choisir une unité
learning-tutor-step-select-say = C'est l'automne 1902. Commencez par votre flotte à Londres : cliquez-la sur la carte. Elle s'allume comme unité choisie.
learning-tutor-step-select-hint = Cliquez la flotte de Londres sur la carte (appuyez d'abord sur Échap si une autre unité est choisie).
learning-tutor-step-select-task = choisir une unité
learning-tutor-step-move-title = La déplacer
learning-tutor-step-move-say = Cliquer sur la carte est une façon d'écrire un ordre. La flotte de Londres choisie, cliquez la Manche : la flotte reçoit l'ordre de s'y déplacer. La France voudra peut-être aussi la Manche.
learning-tutor-step-move-hint = Cliquez la flotte de Londres, puis la Manche (ENG).
learning-tutor-step-move-task = la déplacer
learning-tutor-step-type-title = Taper un ordre
learning-tutor-step-type-say = Taper en est une autre. Votre armée du Yorkshire va traverser la mer du Nord vers la Norvège. Tapez A Yor-Nwy dans la case des ordres au pied du panneau des ordres et appuyez sur Entrée.
learning-tutor-step-type-hint = Tapez A Yor-Nwy dans la case des ordres (Yor est le Yorkshire, Nwy la Norvège) et appuyez sur Entrée.
learning-tutor-step-type-task = taper un ordre
learning-tutor-step-convoy-title = Convoyer l'armée
learning-tutor-step-convoy-say = Une armée ne traverse la mer que si des flottes la portent. La troisième façon est la liste sous chaque unité du panneau des ordres : sous votre flotte en mer du Nord (F NTH), ouvrez « Convoyer… », choisissez l'armée du Yorkshire, puis la Norvège.
learning-tutor-step-convoy-hint = Sous F NTH dans le panneau des ordres, ouvrez « Convoyer… » et prenez l'armée du Yorkshire qui va en Norvège.
learning-tutor-step-convoy-task = convoyer l'armée
learning-tutor-step-support-title = Soutenir le mouvement
learning-tutor-step-support-say = L'armée russe de Finlande pourrait aussi viser la Norvège. Prêtez de la force à votre armée : sous votre flotte en mer de Norvège (F NWG), ouvrez « Soutenir… » et choisissez l'armée du Yorkshire qui va en Norvège.
learning-tutor-step-support-hint = Sous F NWG dans le panneau des ordres, ouvrez « Soutenir… » et prenez l'armée du Yorkshire qui va en Norvège.
learning-tutor-step-support-task = soutenir le mouvement
learning-tutor-step-stand-title = Tenir
learning-tutor-step-stand-say = Votre flotte en mer d'Irlande reste où elle est : appuyez sur « Tenir » sous F IRI dans le panneau des ordres.
learning-tutor-step-stand-hint = Appuyez sur le bouton « Tenir » sous F IRI dans le panneau des ordres.
learning-tutor-step-stand-task = tenir
learning-tutor-step-seal-title = Sceller vos ordres
learning-tutor-step-seal-say = Chaque unité a son ordre. Appuyez sur « Sceller les ordres » : le panneau liste tout ce qui est douteux. Puis appuyez de nouveau sur « Sceller les ordres » pour confirmer. Les ordres de tous sont révélés ensemble.
learning-tutor-step-seal-hint = Appuyez sur « Sceller les ordres », puis encore une fois. Si l'ordre d'une unité n'est pas celui demandé, donnez-le d'abord de nouveau.
learning-tutor-step-seal-task = sceller vos ordres
learning-tutor-step-stand-off-title = Un rebond
learning-tutor-step-stand-off-say = Regardez la Manche : votre flotte de Londres et la flotte française de Brest s'y sont déplacées avec une force égale. C'est un rebond : aucune n'entre, chacune reste où elle était, et la Manche reste vide. Appuyez sur « Suivant ».
learning-tutor-step-stand-off-hint = Lisez les résultats, puis appuyez sur « Suivant » dans le cadre du tuteur.
learning-tutor-step-stand-off-task = un rebond
learning-tutor-step-dislodgement-title = Un délogement
learning-tutor-step-dislodgement-say = Maintenant la mer d'Irlande : la flotte française de l'Atlantique central y est entrée, soutenue par sa flotte de l'Atlantique nord, deux contre votre une. Votre flotte est délogée et doit battre en retraite. Pendant ce temps, votre armée a débarqué en Norvège, deux contre une russe. Appuyez sur « Continuer » sous les résultats.
learning-tutor-step-dislodgement-hint = Appuyez sur « Continuer » sous les résultats pour passer à la retraite.
learning-tutor-step-dislodgement-task = un délogement
learning-tutor-step-retreat-title = Retraite
learning-tutor-step-retreat-say = Une unité délogée fait retraite vers une province vide voisine, mais pas d'où venait l'attaque, ni vers la Manche, laissée vide par le rebond. Passez le rideau comme avant, puis appuyez sur « Retraite vers Wal » ou « Retraite vers Lpl » sous votre flotte.
learning-tutor-step-retreat-hint = Sous la flotte délogée, appuyez sur « Retraite vers Wal » ou « Retraite vers Lpl » (ou cliquez la flotte, puis le Pays de Galles ou Liverpool).
learning-tutor-step-retreat-task = la retraite
learning-tutor-step-seal-retreat-title = Sceller la retraite
learning-tutor-step-seal-retreat-say = Appuyez sur « Sceller les ordres », puis encore une fois pour confirmer.
learning-tutor-step-seal-retreat-hint = Appuyez deux fois sur « Sceller les ordres ». Si la flotte n'a pas de retraite, donnez-lui-en une d'abord.
learning-tutor-step-seal-retreat-task = sceller la retraite
learning-tutor-step-build-title = Construire
learning-tutor-step-build-say = Hiver : on compte les centres. La Norvège est à vous, vous avez donc six centres et cinq unités : vous construisez une unité. On ne construit que dans ses propres centres d'origine restés vides. Passez le rideau, puis sous les constructions appuyez sur « Flotte » à côté d'Édimbourg.
learning-tutor-step-build-hint = Sous les constructions, appuyez sur « Flotte » (ou « Armée ») à côté d'Édimbourg, ou de Liverpool s'il est vide.
learning-tutor-step-build-task = construire
learning-tutor-step-seal-build-title = Sceller la construction
learning-tutor-step-seal-build-say = Appuyez sur « Sceller les ordres », puis encore une fois pour confirmer.
learning-tutor-step-seal-build-hint = Appuyez deux fois sur « Sceller les ordres », avec une construction écrite.
learning-tutor-step-seal-build-task = sceller la construction
learning-tutor-step-finished-title = Terminé
learning-tutor-step-finished-say = C'était une année entière : des mouvements, un convoi, un soutien, un rebond, un délogement et sa retraite, et une construction. Vous connaissez maintenant toutes les façons d'écrire des ordres.
learning-tutor-step-finished-hint = Le tour guidé est terminé.
learning-tutor-step-finished-task = terminé

## Les jugements du tuteur : pourquoi une réponse n'est pas celle demandée, et que faire

learning-tutor-hint-and-fix = { $hint } Un nouvel ordre pour une unité remplace l'ancien, et « Effacer » retire un ordre.
learning-tutor-hint-and-spelling = { $hint } Vérifiez l'orthographe : une lettre d'unité, puis où elle se trouve.
learning-tutor-give-again = Donnez-le de nouveau. { $hint }
learning-tutor-clear-extra = Appuyez sur « Effacer » à côté de celle en trop. { $hint }
learning-tutor-not-yours = cette unité n'est pas à vous : vous jouez l'Angleterre
learning-tutor-disband-loses = dissoudre fait perdre la flotte, et elle a où aller
learning-tutor-waive-gives-up = renoncer abandonne la construction qui vous est due
learning-tutor-not-the-order-asked = { $order } peut être exécuté, mais ce n'est pas l'ordre demandé
learning-tutor-cleared-build = { $order } était l'ordre demandé ; maintenant aucune construction n'est écrite
learning-tutor-cleared-order = { $order } était l'ordre demandé ; maintenant cette unité n'en a aucun
learning-tutor-no-retreat-yet = votre flotte délogée n'a pas encore de retraite
learning-tutor-no-build-yet = aucune construction n'est encore écrite
learning-tutor-other-order = l'ordre de { $unit } est { $given }, pas celui demandé : { $asked }
learning-tutor-no-order-yet = { $unit } n'a pas encore d'ordre ; celui demandé est { $asked }
learning-tutor-step-not-done = « { $step } » n'est pas encore fait
learning-tutor-only-one-due = { $step } : un seul est dû, et plusieurs sont écrits
learning-tutor-order-and-why = { $order } : { $why }
learning-tutor-behind-curtain = vos ordres restent cachés derrière le rideau jusqu'à ce que vous disiez qui vous êtes
learning-tutor-results-last = ces résultats sont la dernière chose à lire avant la retraite
learning-tutor-results-resolved = les ordres sont résolus : rien ne s'écrit pendant que les résultats sont affichés
learning-tutor-still-to-do = « { $step } » reste à faire
learning-tutor-other-unit = c'est votre { $unit } ; cette étape concerne votre { $asked }
learning-tutor-no-unit-in = vous n'avez pas d'unité en { $place }

## La fiche de règle : un lien à côté d'une raison ouvre la règle

learning-rule-link = Règle { $section }
learning-rule-link-hover = Lire la règle : { $rule }
learning-rule-titled-link = { $rule } ({ $section })
learning-rule-from = Source : { $section }
learning-rule-see-also = Voir aussi : { $sections }
learning-rule-close = Fermer
learning-rule-refused-hover = { $reason }. Cliquez pour lire la règle ({ $rule }).

## Les règles expliquées : où une règle est écrite

learning-source-rulebook = Livre de règles de Diplomacy (1971)
learning-source-multiplomacy = Multiplomacy (C. H. Hemming, 1973)
learning-source-ce05 = European Diplomacy (ce05)
learning-source-datc = Diplomacy Adjudicator Test Cases (DATC v3.0)
learning-section-rulebook = Livre de règles { $section }
learning-section-multiplomacy = Multiplomacy, règle { $section }
learning-section-ce05 = ce05 { $section }
learning-section-datc = DATC { $section }

## Les règles expliquées : chaque sujet, son titre et son explication dans nos propres mots

learning-rule-one-order-per-unit-title = Un ordre par unité
learning-rule-one-order-per-unit-text = Chaque unité reçoit exactement un ordre par tour : elle se déplace, soutient, convoie ou reste où elle est. Une unité sans ordre reste simplement sur place et défend sa province. Quand deux ordres différents sont écrits pour la même unité, aucun n'est suivi et l'unité ne bouge pas.
learning-rule-your-own-units-title = Les ordres vont à vos propres unités
learning-rule-your-own-units-text = Vous ne commandez que vos propres armées et flottes, et chaque ordre part de l'endroit où se trouve l'unité en ce moment. Là où vous n'avez pas d'unité, il n'y a rien à ordonner. Les unités d'une autre puissance n'obéissent qu'à elle, mais vous pouvez les soutenir ou les convoyer.
learning-rule-phase-orders-title = À quoi sert chaque phase
learning-rule-phase-orders-text = L'année suit un rythme fixe. Aux phases de mouvement du printemps et de l'automne, les unités se déplacent, soutiennent, tiennent et convoient. Juste après une phase de mouvement, seules les unités délogées agissent, en se retirant ou en se dissolvant. Après chaque automne, les puissances construisent ou retirent des unités selon leurs centres de ravitaillement. Un ordre d'un type qui ne convient pas à la phase ne fait rien.
learning-rule-void-orders-title = Les ordres impossibles sont nuls
learning-rule-void-orders-text = Un ordre qui ne pourrait jamais être exécuté est écarté, et son unité reste sur place comme si elle avait reçu l'ordre de tenir. Il en va de même d'un ordre donné à une unité qui n'est pas là. Un ordre possible est exécuté même si son auteur voulait dire autre chose.
learning-rule-ambiguous-orders-title = Les ordres ambigus sont nuls
learning-rule-ambiguous-orders-text = Si un ordre peut concerner plusieurs de vos unités et que rien n'indique laquelle était visée, aucune ne l'exécute. Un ordre court convient tant qu'une seule unité peut l'exécuter. Nommer la province de l'unité lève tout doute.
learning-rule-adjacency-title = Se déplacer d'un pas
learning-rule-adjacency-text = Un mouvement mène une unité dans une province voisine de la sienne : un pas par tour. Envoyer une unité là où elle se trouve déjà n'est pas un mouvement. Les trajets plus longs exigent des flottes qui convoient une armée, ou un chemin de fer sur les cartes qui en ont un.
learning-rule-terrain-title = Armées sur terre, flottes sur l'eau
learning-rule-terrain-text = Les armées restent sur terre : elles n'entrent jamais dans une zone maritime, mais des flottes peuvent les faire traverser. Les flottes naviguent sur les mers et les provinces côtières, et ne vont jamais à l'intérieur des terres. Une flotte qui passe d'une province côtière à une autre doit suivre une côte qu'elles partagent.
learning-rule-split-coasts-title = Les provinces à deux côtes
learning-rule-split-coasts-text = Quelques provinces, comme l'Espagne, la Bulgarie et Saint-Pétersbourg sur la carte standard, ont deux côtes séparées. Une flotte qui s'y trouve est sur l'une d'elles et ne peut naviguer que vers des lieux touchant cette côte. Quand une flotte pourrait arriver sur l'une ou l'autre côte, son ordre doit en nommer une, sinon le mouvement est nul.
learning-rule-strength-title = La plus grande force l'emporte
learning-rule-strength-text = Une unité qui se déplace compte un, plus un pour chaque soutien valide de son mouvement ; une unité qui reste se défend avec elle-même plus ses soutiens pour tenir. Un mouvement ne réussit que s'il est plus fort que le défenseur et que toute autre unité qui tente d'entrer. Face à une force égale ou plus grande, il échoue.
learning-rule-stand-off-title = Les rebonds
learning-rule-stand-off-text = Quand des unités de même force tentent d'entrer dans la même province, aucune n'y entre et chacune reste où elle était. Cela vaut même entre unités d'une même puissance. La province disputée reste telle quelle, si bien qu'un rebond peut garder une province vide.
learning-rule-head-to-head-title = Pas d'échange de places par la terre
learning-rule-head-to-head-text = Deux unités envoyées chacune dans la province de l'autre se heurtent à la frontière qui les sépare. Si aucune n'est plus forte, les deux restent chez elles ; une plus forte passe et déloge l'autre. Des unités ne peuvent échanger leurs places que si l'une au moins voyage par convoi, tandis que trois unités ou plus peuvent tourner en cercle.
learning-rule-dislodgement-title = Les unités délogées
learning-rule-dislodgement-text = Une unité battue par une attaque plus forte est délogée, et l'attaquant prend sa province. Tout soutien que l'unité battue apportait est perdu. À la phase de retraite qui suit, elle doit partir ou être dissoute.
learning-rule-no-self-dislodgement-title = Pas de délogement de vos propres unités
learning-rule-no-self-dislodgement-text = Une puissance ne peut jamais déloger l'une de ses propres unités, quel que soit le soutien de l'attaque : un tel mouvement échoue simplement. Vos soutiens ne comptent pas non plus pour une attaque étrangère contre votre propre unité. Le livre de règles de 1971 ne traite pas ce cas, le jeu suit donc le DATC.
learning-rule-support-title = Le soutien
learning-rule-support-text = Au lieu de se déplacer, une unité peut prêter sa force à une autre unité : soit à un mouvement vers une province, soit à une unité qui reste où elle est. Chaque soutien qui tient ajoute un à la force de cette unité. L'unité qui soutient ne bouge pas elle-même.
learning-rule-support-reach-title = Ne soutenir que là où l'on pourrait aller
learning-rule-support-reach-text = Une unité ne peut soutenir une action que dans une province où elle pourrait elle-même se déplacer ce tour-ci. Ainsi une flotte ne peut pas soutenir vers une province intérieure, une armée ne peut pas soutenir vers une mer, et aucune unité ne soutient vers un lieu qu'elle ne touche pas. L'unité qui soutient n'a pas besoin d'atteindre la province d'où part l'unité soutenue.
learning-rule-support-self-title = Pas de soutien à soi-même
learning-rule-support-self-text = Le soutien est ce qu'une unité donne à une autre unité. Une unité ne peut soutenir ni son propre maintien ni son propre mouvement, ni soutenir une autre unité vers la province où elle se trouve. Pour se défendre, une unité tient simplement.
learning-rule-support-must-match-title = Le soutien doit correspondre à un vrai ordre
learning-rule-support-must-match-text = Un soutien ne compte que si l'unité soutenue a vraiment l'ordre de faire ce que décrit le soutien : un soutien pour tenir aide une unité qui reste, un soutien de mouvement aide exactement ce mouvement, et une côte nommée doit être celle vers laquelle va la flotte. Un mouvement que l'unité soutenue ne pourrait jamais faire ne peut pas être soutenu du tout. Le livre de règles le tient pour acquis ; le DATC l'énonce.
learning-rule-support-cut-title = Couper un soutien
learning-rule-support-cut-text = Une unité qui soutient et qui est attaquée perd son soutien, même si l'attaque contre elle échoue. L'exception : une attaque venant de la province même que vise le soutien ne le coupe pas. Un soutien est aussi perdu si l'unité qui soutient est délogée, et les attaques de vos propres unités ne coupent jamais vos soutiens.
learning-rule-convoys-title = Les convois
learning-rule-convoys-text = Une armée peut traverser l'eau en un seul mouvement quand des flottes se trouvent dans chaque mer du trajet, chacune ayant l'ordre de porter cette armée vers cette destination. L'armée doit elle-même avoir l'ordre d'y aller. Une flotte dont la mer n'est sur aucun trajet entre les deux côtes ne peut pas aider, et s'il manque un ordre de convoi nécessaire, l'armée reste où elle est.
learning-rule-convoy-fleets-at-sea-title = Seules les flottes en mer convoient
learning-rule-convoy-fleets-at-sea-text = Porter des armées est le travail des flottes en haute mer. Une flotte dans une province côtière ne peut rien convoyer, et une armée ne peut jamais convoyer.
learning-rule-convoy-armies-only-title = Seules les armées sont convoyées
learning-rule-convoy-armies-only-text = Les convois servent à faire traverser l'eau aux armées. Une flotte navigue par elle-même, donc un ordre de convoyer une flotte ne fait rien.
learning-rule-convoy-disruption-title = Les convois interrompus
learning-rule-convoy-disruption-text = Si une flotte qui porte une armée est délogée, le convoi est rompu et l'armée reste où elle était. Une flotte attaquée qui garde sa mer continue de porter. Quand plusieurs trajets sont ouverts, les règles de 1971 annulent le convoi si une flotte de l'un d'eux est délogée ; avec l'option du DATC, un seul trajet intact suffit.
learning-rule-convoy-paradox-title = Les paradoxes de convoi
learning-rule-convoy-paradox-text = Parfois une armée convoyée attaque une unité dont le soutien décide si l'une de ses propres flottes de convoi est délogée, et les ordres n'ont aucun résultat cohérent. Selon les règles de 1971, cette armée ne coupe pas le soutien. Ce qui reste ouvert, et tout cas de ce genre avec l'option du DATC, suit la règle de Szykman : les flottes du paradoxe ne portent pas l'armée, qui reste chez elle.
learning-rule-retreats-title = Où une retraite peut aller
learning-rule-retreats-text = Une unité délogée peut se retirer dans une province voisine où elle pourrait normalement se déplacer, pourvu que cette province soit vide. Elle ne peut aller ni d'où venait son attaquant, ni dans une province laissée vide par un rebond ce tour-ci ; avec l'option du DATC, elle peut aller d'où venait l'attaquant si celui-ci a traversé par convoi. Les retraites n'utilisent jamais de convoi ni de soutien.
learning-rule-retreat-collision-title = Retraites vers la même province
learning-rule-retreat-collision-text = Quand deux unités ou plus se retirent dans la même province, aucune n'y arrive : toutes sont dissoutes. La force ne joue aucun rôle dans les retraites.
learning-rule-disbanding-title = La dissolution
learning-rule-disbanding-text = Une unité délogée qui n'a nulle part où aller est retirée du plateau. Un joueur peut aussi choisir de dissoudre une unité délogée au lieu de la faire se retirer. Une unité délogée sans ordre de retraite est dissoute elle aussi.
learning-rule-adjust-count-title = Les unités suivent les centres de ravitaillement
learning-rule-adjust-count-text = Après chaque automne, chaque puissance compare ses unités aux centres de ravitaillement qu'elle contrôle. Avec plus de centres que d'unités, elle peut construire la différence ; avec plus d'unités que de centres, elle retire celles en trop, en choisissant elle-même lesquelles. Les ordres au-delà de ce qui est dû sont ignorés, et une puissance à l'équilibre n'a rien à ajuster.
learning-rule-build-where-title = Où construire
learning-rule-build-where-text = Les nouvelles unités n'apparaissent que dans vos centres de ravitaillement d'origine, ceux avec lesquels votre puissance commence la partie, et seulement tant que vous les contrôlez et qu'aucune unité n'y est. Quand aucun de ces centres n'est libre, les constructions que vous ne pouvez pas placer sont perdues.
learning-rule-build-kind-title = Dire quoi construire
learning-rule-build-kind-text = Une construction doit nommer le type d'unité qu'elle ajoute, armée ou flotte, et cette unité doit convenir à son lieu : des flottes seulement sur une côte, avec la côte nommée quand une province en a deux. Une construction qui laisse cela ouvert, ou qui place une unité là où elle ne peut pas être, échoue.
learning-rule-waive-builds-title = Renoncer à des constructions
learning-rule-waive-builds-text = Une puissance n'est pas obligée d'utiliser chaque construction qui lui est due : elle peut renoncer à certaines ou à toutes. Les règles de 1971 disent seulement que les constructions sans centre libre sont perdues ; le DATC, suivant des livres de règles plus récents, permet à un joueur d'y renoncer exprès.
learning-rule-civil-disorder-title = Le désordre civil
learning-rule-civil-disorder-text = Une puissance que plus personne ne joue est en désordre civil : ses unités tiennent simplement. Quand une puissance doit retirer des unités sans dire lesquelles, le jeu choisit, en commençant par les unités les plus éloignées de son centre d'origine le plus proche. À égalité, les flottes passent avant les armées, puis le nom de la province par ordre alphabétique. Avec l'option du DATC, la distance se compte jusqu'au centre le plus proche que possède la puissance, par terre comme par mer.
learning-rule-kurdistan-title = Kurdistan : pas de soutien depuis les montagnes
learning-rule-kurdistan-text = Une armée au Kurdistan ne peut soutenir aucune unité, que celle-ci tienne ou se déplace. L'armée peut toujours se déplacer et tenir, et d'autres unités peuvent la soutenir.
learning-rule-switzerland-title = Les cols fermés de la Suisse
learning-rule-switzerland-text = On peut entrer en Suisse dans cette variante, mais en automne et en hiver aucune armée ne passe entre elle et ses voisins du sud : Marseille, le Piémont, Milan et le Tyrol. En automne, aucune unité ne peut non plus soutenir un mouvement à travers ces frontières. Au printemps et en été, les frontières sont ouvertes.
learning-rule-tyrolia-title = La crête du Tyrol
learning-rule-tyrolia-text = Une crête partage le Tyrol. Une armée qui entre au Tyrol au printemps par un côté ne peut pas, à l'automne de la même année, se déplacer vers les provinces de l'autre côté ni y soutenir un mouvement. Une armée restée plus longtemps au Tyrol est libre de cette limite.
learning-rule-norse-coast-title = Les fjords de la côte norroise
learning-rule-norse-coast-text = Aucune armée ne peut entrer sur la côte norroise ni la quitter en hiver. En automne, une armée ne le peut que si la flotte de la mer de Norvège soutient ce mouvement précis et que le soutien n'est pas coupé. En automne aussi, une armée qui s'y trouve ne peut soutenir qu'une flotte qui se déplace vers la province d'où l'armée est venue.
learning-rule-railroad-title = Le chemin de fer
learning-rule-railroad-text = Une armée peut prendre le chemin de fer entre Moscou et Omsk, par Perm, en un seul mouvement. Si une gare du trajet est occupée ou attaquée ce tour-ci, le voyage s'arrête à la dernière gare avant elle, ou ne commence pas. La variante ne donne aucun soutien à un mouvement par chemin de fer, donc ce jeu n'en permet aucun.
learning-rule-stack-count-title = Donner un ordre à une partie d'une pile
learning-rule-stack-count-text = Là où les unités s'empilent, un ordre commence par le nombre d'unités de la pile qu'il concerne, comme dans 2 A Ber-Pru ; les unités qui partagent une province sont distinctes et peuvent toutes faire des choses différentes. Vous ne pouvez pas donner d'ordre à plus d'unités qu'il n'y en a, et là où armées et flottes partagent une province, vous devez dire de quel type il s'agit.
learning-rule-stack-battle-title = Les batailles de piles
learning-rule-stack-battle-text = Toutes les unités d'une puissance qui entrent dans une province attaquent ensemble, et toutes les unités présentes dans une province défendent ensemble. Le camp qui a le plus d'unités et de soutiens l'emporte ; à égalité, la province reste telle quelle. Une seule puissance peut tenir une province, et les unités d'une même puissance ne se bloquent jamais entre elles.
learning-rule-stack-support-title = Soutien empilé et coupes partielles
learning-rule-stack-support-text = Le soutien fonctionne comme dans le jeu ordinaire, mais une attaque contre une pile ne coupe qu'autant de soutiens qu'il y a d'unités attaquantes. Quand une province soutient dans plusieurs directions, les soutiens écrits en dernier sont les premiers coupés.
learning-rule-stack-convoy-title = Les convois de plusieurs armées
learning-rule-stack-convoy-text = Chaque flotte de convoi porte une armée, donc plusieurs armées ont besoin de plusieurs flottes le long du trajet. Un convoi n'est rompu que là où une flotte de convoi est chassée de sa mer ; les armées qui n'ont plus de flotte pour les porter restent en arrière.
learning-rule-stack-retreat-title = Les retraites empilées
learning-rule-stack-retreat-text = Les unités délogées d'une même province peuvent chacune se retirer ailleurs, et peuvent rejoindre des unités de leur propre puissance. Quand plusieurs puissances se retirent dans la même province, seul le plus grand groupe survit, et il ne garde qu'autant d'unités qu'il en avait de plus que le groupe suivant.
learning-rule-stack-builds-title = Construire sur un plateau empilé
learning-rule-stack-builds-text = Une puissance peut construire dans n'importe laquelle de ses provinces d'origine qu'elle contrôle encore, même là où ses propres unités se trouvent déjà, mais une seule nouvelle unité par province chaque hiver. Rien ne peut être construit là où se trouvent les unités d'une autre puissance.

## Le panneau du mode d'apprentissage

learning-introduction = Introduction
learning-sample-game = Partie d'exemple
learning-guided-turn = Un premier tour, guidé
learning-guided-turn-hover = Jouez l'Angleterre pendant un an à la vraie table, une chose à la fois : toutes les façons d'écrire des ordres, un rebond, une retraite et une construction
learning-lessons = Leçons
learning-try-it = Essayez vous-même (bac à sable)
learning-try-it-hover = Ouvrir le bac à sable sur cette position avec ces ordres, pour les changer
learning-back-to-title = Retour à l'écran titre (Échap)
learning-stop = Arrêter (Espace)
learning-autoplay = Lecture auto (Espace)
learning-pace = s par étape
learning-back = ◀ Retour
learning-next = Suivant ▶
learning-no-lesson = il n'y a pas de leçon { $number }
learning-could-not-start = Le mode d'apprentissage n'a pas pu démarrer : { $problem }

## La feuille de la partie d'exemple

learning-orders-as-printed = Les ordres, tels qu'imprimés :
learning-implied-order = Non écrit mais impliqué par un autre ordre : { $order }
learning-build-rings = Sur le plateau, une unité à construire a un anneau doré et une unité à retirer un anneau violet.
learning-next-shows = Suivant ▶ montre ce qui se passe (ou la flèche droite).
learning-centre-passes = { $province } passe de { $from } à { $to }
learning-centre-from-neutral = { $province } passe de neutre à { $to }
learning-the-rules = Les règles :

## Une leçon : prédire, puis regarder

learning-lesson-section = Livre de règles { $section }
learning-show-what-happens = Montrer ce qui se passe ▶
learning-next-lesson = Leçon suivante
learning-predict-moves = Votre prédiction — cochez les mouvements qui réussissent :
learning-predict-dislodged = …et les unités qui seront délogées :
learning-predicted-right =
    { $right ->
        [one] Vous avez prédit juste { $right } mouvement sur { $count }.
       *[other] Vous avez prédit juste { $right } mouvements sur { $count }.
    }
learning-dislodged-exactly = Vous avez nommé exactement les unités délogées.
learning-dislodged-not-quite = Unités délogées : pas tout à fait — voyez les résultats ci-dessus.

## Le bac à sable

learning-sandbox-board = Carte :
learning-sandbox-rules = Règles :
learning-sandbox-rulebook-1971 = Livre de règles de 1971
learning-sandbox-open = Ouvrir le bac à sable
learning-sandbox-open-latest = Ouvrir à la phase de la dernière sauvegarde automatique ({ $phase })
learning-sandbox-heading = Bac à sable
learning-sandbox-what = { $board } · règles { $rules } · { $phase }
learning-sandbox-step = Étape { $step }
learning-sandbox-back = ◀ Retour (Pg préc)
learning-sandbox-forward = Avancer ▶ (Pg suiv)
learning-sandbox-branches = Branches ici :
learning-sandbox-discard-branch = Abandonner la branche choisie
learning-sandbox-results-of = Résultats de { $phase }
learning-sandbox-slips = Ordres — collez ou tapez la feuille de chaque puissance
learning-sandbox-example = Un ordre par ligne, par ex. { $example }
learning-sandbox-units-long = Unités de { $power } : Tenir, Aller à…, Soutenir…
learning-sandbox-units = Unités de { $power }
learning-sandbox-resolve = Résoudre
learning-sandbox-title = Titre (Échap)
learning-sandbox-clicks = Clics sur la carte :
learning-sandbox-tool-orders = Ordres
learning-sandbox-tool-units = Unités
learning-sandbox-tool-centres = Centres
learning-sandbox-stack-count = Unités d'une pile par ordre :
learning-sandbox-army = Armée
learning-sandbox-fleet = Flotte
learning-sandbox-count = nombre
learning-sandbox-nobody = personne
learning-sandbox-place-units = Cliquez sur une province pour y placer l'unité (une côte pour une flotte là où il y en a deux) ; cliquez sur des unités pour les retirer.
learning-sandbox-give-centres = Cliquez sur un centre de ravitaillement pour le donner à ce propriétaire.
learning-sandbox-support = Soutenir (S)
learning-sandbox-convoy = Convoyer (C)
learning-sandbox-stand = Tenir (H)
learning-sandbox-cancel = Annuler (Échap)
learning-sandbox-no-unit = Aucune unité en { $province } ne reçoit d'ordre à cette phase.
learning-sandbox-set-up = Préparer la carte
learning-sandbox-apply = Appliquer
learning-sandbox-set-up-done = Préparé.
learning-sandbox-set-up-line = Préparé : { $line }
learning-sandbox-exchange = Exporter ou importer
learning-sandbox-export-case = Exporter cette position et ses ordres
learning-sandbox-exported = Exporté (et copié).
learning-sandbox-export-record = Exporter la partie comme enregistrement (la relecture le lit)
learning-sandbox-record-exported = Enregistrement exporté (et copié).
learning-sandbox-import = Importer le cas
learning-sandbox-imported = Importé.
learning-sandbox-saved-games = Parties sauvegardées
learning-sandbox-save-path = chemin d'une sauvegarde
learning-sandbox-read = Lire
learning-sandbox-open-at = Ouvrir le bac à sable à :
learning-sandbox-opened-at = Ouvert à cette phase, avec ses ordres.
learning-sandbox-save-as-game = Sauvegarder comme partie
learning-sandbox-saved = Sauvegardé : continuez avec --load { $path }

## Le panneau du tour guidé

learning-tutor-first-curtain = D'abord le rideau : appuyez sur le bouton « Je suis { $power } » (ou Entrée).
learning-tutor-first-continue = Appuyez d'abord sur Continuer sous les résultats, à droite.
learning-tutor-play-on = Appuyez sur Continuer sous les résultats pour poursuivre contre les ordinateurs.
learning-tutor-the-end = Un premier tour, guidé : la fin
learning-tutor-step-of = Un premier tour, guidé : étape { $step } sur { $count }
learning-tutor-back-to-new-game = Retour à la nouvelle partie
learning-tutor-back-to-learning = Retour au mode d'apprentissage
learning-tutor-own-game = Commencer ma propre partie
learning-tutor-leave = Quitter le tour guidé
learning-tutor-next = Suivant
learning-tutor-done = ✔ Fait : { $step }.
learning-tutor-not-quite = ✖ Pas tout à fait : { $reason }.
learning-tutor-not-yet = Pas encore : { $reason }.
learning-tutor-could-not-start = Le tour guidé n'a pas pu démarrer : { $problem }
