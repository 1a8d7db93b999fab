/**
 * A German word list for passphrases: 7,776 words, lowercase, no ä, ö, ü or ß, three to twelve
 * letters, so each word adds log2(7776) ≈ 12.925 bits (docs/product-decisions.md, "Passphrases").
 * Source: the public repository dys2p/wordlists-de, file de-7776-v1.txt, commit
 * 43553378b71ac06467e4654372ac249f15e16f4d (2024-05-23), copied unchanged. Its authors offer it
 * under the Unlicense, CC0 1.0 or BSD-3, at the user's choice (LICENSE-de-7776.txt beside this
 * file); the about page credits it.
 *
 * Loaded only when a German passphrase is asked for; one string, split on first use.
 */

const WORDS = `
aalen abarbeiten abartig abbaden abbaggern abbauen abbekommen abberufen abbezahlen abbiegen abbild
abbitten abblendlicht abblitzen abbrechen abbruch abbuchung abdanken abdecken abdichtung abdrehen
abdruck abend abenteuer aberglaube aberkennen abermals abertausende aberwitz abfahren abfallen
abfangen abfedern abfertigung abfeuern abfinden abflauen abflug abfolgen abfragen abfuhr abgaben
abgang abgas abgearbeitet abgebaut abgedankt abgeebbt abgefackelt abgegangen abgehackt abgeladen
abgemacht abgeneigt abgeordnete abgepfiffen abgeraten abgesackt abgetan abgeurteilt abgewandelt
abgezapft abgibt abging abgleichen abgraben abgrenzen abgrund abhaken abhalten abhandeln abhauen
abheben abhelfen abhielt abhilfe abhob abitur abkam abkassieren abkaufen abkehr abklatsch
abklingen abklopfen abkommen abkoppeln abladen ablagen ablassen ablauf ableben ablegen ablehnen
ableisten ablenken ablesen ablichten ablief abluft abmachung abmahnung abmarsch abmelden
abmessungen abmildern abmontieren abnahmen abnehmen abneigung abnimmt abnormal abnutzung
abonnement abordnung abpfiff abprallen abraten abrechnen abreden abreibung abrieb abringen abriss
abruf abrunden abrupt abrutschen absacken absagen absatz absaugen abschaffen absegnen absehbar
abseilen absender abserviert absetzbar absicht absieht absinken absitzen absolut absondern
absorbieren abspaltung abspecken abspielen absprachen abstammen abstecher abstieg abstrahiert
abstufung absuchen absurd abtasten abtauchen abtragen abtreiben abtropfen abtun abverlangen abwahl
abwandern abwarten abwaschen abwechseln abwegen abwehren abweichen abwenden abwerben abwesend
abwickeln abwinken abwirft abwurf abzeichen abziehen abzocken abzug abzweigen achsen achtbar
achten achtfach achthundert achtlos achtmal achtsamkeit achttausend achtung achtzehn acker adapter
addieren addition adelstitel aderlass adern adipositas adjektiv adler administration adoptieren
adrenalin adressieren adrett advent advokat aerodynamik affekt affen affront agenda agent aggregat
agieren agitation agonie agrarkultur ahnden ahndung ahnen ahnte ahnung ahornbaum akademie akkord
akkreditieren akkubetrieben akkurat akkusativ akquirieren akribisch akrobatisch aktenordner akteur
aktienhandel aktionen aktivieren aktualisieren aktuell akupunktur akustik akutmedizin akzentfrei
akzeptabel alarm albatros alben albern albtraum album algebra algen alias alibi alimente alkohol
allabendlich allee allegorie allein allemal allenfalls allerlei allesamt allgegenwart
allheilmittel alligator alliierte allmacht allmorgendlich allrad allseits alltag allumfassend
allzeit allzu almanach almosen alphabet alpinsport altbacken altbekannt alteingesessen
altersangabe altgedienten altglas althergebrachten altkleider altlasten altmodisch altpapier
altschulden altstadt alufelgen alufolie aluminium alzheimer amateur ambiente ambitioniert
ambivalent amboss ambulant ameisen ammoniak amnesie amortisieren ampel amphibien ampullen
amputation amsel amten amtieren amtlich amtsmissbrauch amtssiegel amtszeit amulett anachronismus
anakonda analog analphabeten analysen ananas anarchie anbahnen anbauen anbeginn anbelangt
anberaumt anbetracht anbiedern anbinden anblicken anbot anbraten anbrechen anbringen anbruch
andacht andauern andeuten andocken androhung aneignen aneinander anekdote anerkannt anfahren
anfallen anfangen anfassen anfechtbar anfeindungen anfertigen anfeuern anfielen anfingen anfliegen
anflug anfordern anfragen anfreunden angabe angebahnt angedacht angeeignet angegangen angehalten
angekauft angeln angemacht angenehm angeordnet angepackt angesagt angetan angewachsen angezapft
angibt angleichen angliederung angreifbar angriff angst angucken anhaben anhaften anhalten anhand
anheben anheuern anhieb anhob animieren ankam ankaufen anklagen anklicken anklopfen ankommen
ankreiden ankunft ankurbeln anlagen anlangt anlassen anlaufen anlegen anlehnen anleihen anlief
anlocken anmachen anmarsch anmeldung anmerken anmieten anmut annahme annalen annehmbar annektieren
annexion annimmt annonce annullieren anomalie anonym anorak anordnen anpacken anpassen anpeilen
anpfiff anpflanzen anprangern anpreisen anproben anraten anrechnen anreden anregen anreichern
anrichten anrief anrollen anrufen ansagen ansah ansammeln ansatz anschaffen ansehen ansetzen
ansichten ansiedeln ansonsten anspannung anspielen ansporn ansprachen anstalt anstecken anstieg
anstreben ansturm anteil antennen antibiotika antifaschistisch antihelden antik antilopen
antiseptisch antitoxisch antlitz antrag antreffen antrieb antworten anvertrauen anvisiert
anwachsen anwalt anwandlungen anweisen anwendbar anwerben anwesen anwohner anzahl anzapfen
anzeichen anzetteln anziehen anzog anzug anzweifeln apathisch apfelbaum aphorismen apokalypse
apotheke apparat appell appetit applaudieren aprikosen april arbeit archaisch areal arena arglos
argument argwohn arithmetik arkaden armaturen armband armbinde armbrust armer armselig armut
aromen arrest arsch artefakte arten arterien artgenossen artig artikel artischocken arznei
arztbesuch arztpraxen asche askese asketisch asozial aspekt asphalt assimilieren assoziieren
asthma astronaut asymmetrie atelier atemberaubend atemlos atemnot atempause atemschutz atemtechnik
atemwege atemzug atheismus athletisch atlas atmen atmung atomkraftgegner atomphysik attacken
attentat attest attraktion attribut auberginen audienz auerhahn aufarbeiten aufatmen aufbau
aufbegehren aufblasbar aufbrach aufdecken aufdrehen aufeinander aufenthalt auferlegen auffahren
auffiel aufflammen auffordern auffressen auffuhr aufgaben aufgearbeitet aufgibt aufgreifen aufguss
aufhalten aufheben aufhielt aufhob aufkam aufkeimen aufkleber aufkochen aufkreuzen aufladen
aufleben auflockern aufmachen aufmerksam aufmischen aufmunternd aufnahmen aufnehmen aufnimmt
aufopfern aufpassen aufpeppen aufpolieren aufprallen aufraffen aufrechnung aufrichten aufrollen
aufruf aufsagen aufscheinen aufsehen aufsicht aufspaltung aufstand aufsuchen auftakt aufteilen
auftischen auftrag auftun aufwachen aufweichen aufwiegen aufwuchs aufzeichnen aufziehen
aufzuarbeiten aufzwingen augapfel augen august auktion ausarbeiten ausbaden ausbilden ausbleiben
ausbrechen ausdauer ausdehnen ausdiskutiert ausdruck auseinander auserkoren ausfahren ausfechten
ausfiel ausfliegen ausformuliert ausfuhr ausgaben ausgearbeitet ausgibt ausgleichen ausgraben
aushalten aushebeln aushilfen ausholen auskam auskennen ausklammern auskommen auskunft ausladend
ausleben auslosung ausmachen ausmerzen ausmusterung ausnahmen ausnehmen ausnimmt ausnutzen
auspacken ausprobieren auspuff ausradieren ausrechnen ausrichten ausrollen ausrufen aussaat
ausschalten aussehen aussicht aussortieren ausspannen aussuchen austoben austragen ausufern
ausverkauf auswachsen auswechseln auswies auszahlen ausziehen auszog auszuarbeiten autark
authentisch autobahn autodidaktisch autofrei autogramm autohandel autokauf automation autonom
autopilot autor autoteile autoverkehr autowerkstatt avancieren avocado axthieb babybett
babykleidung babynahrung babypuppen babysitten bachbett bachforelle bachlauf backblech backen
backfisch backofen backpulver backt backwaren badeanstalt badegast badehaus bademantel baden
badeort badet badeunfall badeverbot badewanne badezimmer bagatellisieren bagger bahnanlagen
bahndamm bahnen bahnfahren bahnhof bahnnetz bahnstation bahnt bahnverbindung bakterien baldigen
baldrian balken balkon ballen ballhaus ballkontakt ballnacht ballon ballungszentrum ballverlust
ballwechsel balsam bambus banal bananen bandbreite banden banditen bandmitglieder bangen
bankautomat bankdaten banken bankfilialen bankgeheimnis bankintern bankkonto banknoten bankraub
bankverbindung bankwesen bannen bannmeile baracken bareinlage bares bargeld barhocker barmherzigen
barometer barrikaden barsch barthaar bartlos barzahlung basen basisarbeit basteln batterie batzen
bauabschnitt bauamt bauarbeiten bauaufsicht baubeginn baubranche bauch baucontainer bauelemente
bauen bauer baufahrzeuge baufinanzierung bauformen baugebiet baugrube bauhof bauindustrie baujahr
baukasten bauland bauleistung baulich baumethode baumhaus baumkrone baumwipfel bauordnung bauphase
bauplan baurecht bauruine bausatz baustart bausubstanz bauwagen bauweise bauzaun bauzeit bazillus
beabsichtigen beackern beamtenstatus beanspruchen beantragen bearbeiten beatmen bebauen beben
bebildert bebte becher beckenrand bedacht bedanken bedarf bedauerlich bedecken bedenken bedeuten
bedienen bedingen bedrohen bedrucken beehrt beeilen beeindrucken beenden beengt beerdigen beeren
befahl befallen befanden befassen befehlen befestigen befeuern befiehlt befinden beflissen
befohlen befolgen befragen befreien befrieden befruchten befugnis befund begabung begangen begeben
begegnen begehbar begeistern begibt begierde beginnen beglaubigt begleichen beglichen begnadet
begonnen begossen begraben begreifbar begriffen begruben begutachten behaarten behaftet behagen
behalten behandelbar beharren behaupten beheben beheimatet behelfen beherbergen behielt behilflich
behindern behoben behutsam beibehalten beichten beide beidseitig beieinander beifahrersitz
beigaben beige beikommen beilagen beilegen beilhieb beimessen beimischen beinah beinbruch beinen
beinfreiheit beinhalten beinverletzungen beipackzettel beipflichten beirat beirren beisammen
beischlaf beisein beispiel beistand beitrag beiwagen beiwerk beiwohnen beizeiten bejahen bejubeln
bekam bekannt bekehren bekennen beklagen beklebt bekochen bekommen bekriegen bekunden beladen
belag belangen belassen belaufen beleben belegen belehren beleidigen beleuchten belichtet belieben
bellt belogen belohnen belustigen bemalen bemannten bemerken bemessen bemisst benachbarten benahm
benannt benehmen beneiden benennen benimm bennent benommen benoten benutzbar benzinkanister
beobachten beordern bepacken bepflanzen bequem berappen beraten berauben berben berechenbar
bereden bereichern bereuen bergab bergbahn bergdorf bergen berggipfel berghang bergkette
berglandschaft bergregion bergtour bergung bergwacht berichten berieseln beritten bernhardiner
bernstein bersten berufen beruhen besagen besang besatzung beschaffen beseelt besehen beseitigen
besen besessen besetzen besichtigen besiedeln besingen besitzen besoffen besoldung besonderen
besorgen bespannt bespielbar besprach bespucken besser bestanden bestbezahlt besten bestform
bestialisch bestleistung bestmarke bestnote bestochen bestrafen bestseller bestuhlung bestzeit
besuchen besungen betagten betanken beteiligen beteuern betiteln betonen betrachen betreffen
betrieben betroffen betrug bettdecken bettlaken bettruhe bettzeug betuchte beugen beugt beulen
beunruhigen beurkunden beurlauben beurteilen beute bevor bewachsen bewaffnen bewahren bewalden
bewandern bewarben bewegen beweis bewenden bewerben bewiesen bewilligen bewirbt bewogen bewohnbar
beworben bewuchs bewundere bewusst bezahlbar bezaubern bezeichnen bezeugen bezichtigen beziehen
beziffern bezirk bezog bezug bezuschussen bezwangen bezwecken bezwingen bezwungen biberbau
bibliothek bieder biegen biegt biegung bienen bierdeckel biergarten bierkrug biest bieten bildband
bilden bildhaft bildlich bildmaterial bildrand bildschirm bildt bildung bildverarbeitung binden
bindung binnenmeer binokular binsenweisheit biobauer biochemie biodiesel bioenergie biogas
biografie bioladen biologen biomasse biomedizin bioprodukte biotechnologie biotonne birgt
birkenbaum birnbaum birnen bisher bislang bison bisschen bissfest bissig bisswunde bisweilen
bitten bittsteller bitumen blamabel blamieren blankziehen blasen blasinstrument blaskapelle
blasmusik blasorchester blass blatt blaulicht blaumeise blaupausen blechnapf bleiben bleichen
bleifrei bleistift blenden blicken blind blinken blinzeln blitzen blocken blumen blumig blusen
bluten blutig blutjung blutkonserven blutplasma blutwerte blutzellen bockig bodennah bogen
bohnenkraut bohren bohrinsel bohrloch bohrmaschine bohrung boiler bojen bollwerk bolzen
bombensicher bonus bonzen boomen boomt boote bootshaus bordstein borgen borniert boshaft bosheit
bosse botanik boten botschaft boxen boxhandschuhe boxkampf boxring boxte boykott branche brand
brannten braten bratkartoffeln bratpfanne bratwurst brauch brauen brauhaus braumeister braun braut
brecheisen breitengrad bremsen brennen brenzlig bretter bricht briefe brillant bringen brisant
brodeln brokkoli brombeeren bronzen broschen brotaufstrich brotkrumen brotscheiben brote brotzeit
bruchfest bruder brummen brust brutkasten buche buchhaltung buchladen buchmacher buchpreis bucht
buchung buchverlag buddeln buden bugsieren buhlen bullen bullige bundesweit bungalow bunker
buntstift burganlage burgen burgfrieden burggraben busbahnhof busfahren bushaltestelle bussard
busse busspur butterbrot campen campieren canceln caravan chancenreich chaostheorie chaoten
charakter charmant chatbot chatten chauffieren checken chefsessel chemie chiffrieren chihuahua
chilipulver chillen chinchilla chiphersteller chipkarte chipsatz chirurgisch chloren
choreografieren chorgesang chorkonzert chorleitung chorprobe chronisch clever clinchen clown
clubhaus clubmitglieder clusteranalyse coachen codenamen codewort codiert computer container couch
covern crashtest cremig cybernaut dabei dachboden dachdecker dachfenster dachgeschoss
dachkonstruktion dachorganisation dachrinnen dachsbau dachten dachverband dachwohnung dachziegel
dackel dadurch dagegen dagewesen daheim daher dahin damen damit dammbruch damoklesschwert dampf
danach daneben dankbar danken danksagung dankt dannen daran darauf darben darbieten darfst
dargeboten darin darlegen darmentleerung darnieder darstellen darum darunter dasein dastanden
dastehen datei daten dates datieren datteln datum dauer daumen davon davor dazugeben dazukommen
dazulernen dazuverdienen dazwischen debakel debatten deckblatt decken deckmantel deckname deckung
deeskalation defekt definieren defizit deformation deftig degen degradieren dehnen dehnt dehnung
deich deine dekaden dekan deklamieren dekorativ dekret delegation delfin delikat delinquent
delirium dellen demagogen dementieren demografie demolieren demonstrieren demoralisieren
demotiviert demut denen denkbar denken denkfabrik denkmal denkpause denkspiel denkt denkweise
denkzettel dennoch dentalhygiene denunziant depesche deplatziert deponie deportation depot deppen
depression deprimierend derart deregulierung deretwegen dergleichen derivate dermatologisch
derzeit desaster deshalb designen desillusionieren desinfektion desolat desorientiert dessert
destabilisieren destillation deswegen detailgetreu detektiv detonieren deuten deutlich deutung
devotionalien dezember dezent dezernat dezibel dezidiert dezimieren diagnose diagonal diagramm
dialekt dialog diamant diametral diavortrag dichten dickdarm dickicht diebe diebstahl dielenboden
dienen dienlich dienstag dient diese diesmal diesseits dietrich diffamieren differenz diffizile
diffus digital diktieren dilemma dilettanten dinge dingfest dingo dinkelbrot dinosaurier diplom
direkt diskette diskreditieren diskurs disponieren disput disqualifikation dissens dissident
dissonanz distanz distel distribuieren disziplin divers dividende division dohle doktor doktrin
dokumentieren dolch dolmetscher domizil dompteur donnerstag dopen dorfbewohner dorffest
dorfgemeinschaft dorfjugend dorfleben dorfplatz dornen dorthin dortig dossier dotiert dozent
drachen draht drakonische drama dramen dranbleiben drapieren drastisch drechsel dreck dreharbeiten
drehbaren drehen drehkreuz drehleiter drehmoment dreht drehung drehzahl dreidimensional dreieck
dreifach dreihundert dreikampf dreimal dreirad dreisatz dreitausend dreiviertel dreizehn dreschen
driften drillen drinnen drohbrief drohen drohnen droht drohung drollig dromedar drosseln drucken
dschungel dubios ducken duckt dudelsack duell duett duften duftstoffe duktus dulden duldung dumpf
dunkel durften durst duschen dutzend duzen dystopie ebenfalls ebenso ebnen echoartig echsen echten
echtheit eckball eckdaten ecken eckig eckpfeiler eckpunkte eckwerte edelherzig edelmut edelsinnig
editieren efeubewachsen efeuranke effekt effizient egalisieren ehebett ehebruch ehedrama ehegatte
ehejahren ehekrise eheleben ehemaligen ehepaar eheprobleme eheringe ehevertrag ehrbaren ehren
ehrerbietung ehrfurcht ehrgeiz ehrlich ehrte ehrung eichenbaum eichhorn eidechsen eidesstattlich
eierkuchen eiern eiertanz eifrig eigelb eigen eigne eignung eilte eilverfahren eilzug einander
einatmen einband einbehalten einbiegen einblick einbog einchecken eindecken eindimensional einfach
einfiel einfliegen einfordern einfrieren einfuhr eingaben eingearbeitet eingibt eingleisig
eingraviert einhalten einhorn einhundert einige einjagen einkalkulieren einkehr einkochen einladen
einlegen einlieferung einlud einmal einmieten einnahmen einnehmen einnimmt einordnen einpacken
einplanen einquartieren einrad einreden einrichten einsam einschalten einsehen einsicht einspannen
einstellen eintagsfliege eintopf einundzwanzig einverleiben einwand einweichen einwickeln
einwohner einwurf einzahlen einzeln einziehen einzog einzuarbeiten eisbahn eisbein eisblock
eisbrecher eisdecke eisdiele eisen eisern eisfrei eisglatten eishalle eishockey eisig eiskalt
eiskunstlauf eislauf eisschicht eisstadion eistee eisvogel eiswasser eiszapfen eiszeit eitel eiter
ekelhaft eklat eklig ekstase elanvoll elastisch elche elefant elegant elektrisch element elend
elfenbein elfmal eliminieren elixier ellbogen ellenlang eloquent elstern elternabend emanzipation
embargo emblem emittenten emotional empathie empfahl empfehlen empfinden empfohlen empfunden
emporsteigen emsig endabrechnung endausbau endeffekt enden endet endfassung endkampf endkunde
endlager endlich endlos endmontage endoskopie endphase endpreis endpunkt endrunde endsieg endspiel
endstadium endung endverbraucher endzeit endziel energetisch engel engpass engste enkel enklave
enorm ensemble entbehren entbinden entbrennen entbunden entdecken enteignen enten entern entfachen
entfernen entfiel entflammen entfremden entfuhr entgangen entgegen entgiften entgleisen enthalten
entheben enthielt enthoben enthusiasmus entkam entkernen entkleidet entkommen entkriminalisierung
entladen entledigen entlocken entlud entmachten entmilitarisieren entmutigen entnahmen entnehmen
entnimmt entnommen entpolitisierung entpuppen entrechteten entrichten entrollt entsagen
entscheiden entsenden entsolidarisierung entspannen entstammen enttarnen entwachsen entweder
entworfen entwurf entzaubern entziehen entzogen entzug entzwei enzianblau epidemie epilepsie
epilog episch episoden epizentrum epochal equipment erachten erahnen erarbeiten erbarmen erbauen
erbeben erben erbeten erbeuten erbfolge erbgut erbitten erblassen erbleichen erbmaterial erbost
erbpacht erbrachten erbrechen erbringen erbschaft erbsen erbten erdacht erdarbeiten erdaushub
erdball erdbeben erdboden erden erdgas erdgeschichte erdig erdkruste erdkugel erdloch erdreich
erdrosselt erdrutsch erdteil erdtrabanten erdulden erdumlaufbahn erdwall ereifern ereignen ereilen
eremit erfahrbar erfanden erfassen erfinden erfolg erfordern erfragen erfreuen erfrieren erfroren
erfuhren erfunden ergaben ergattern ergaunern ergeben ergehen ergibt ergiebig erging ergonomisch
ergoss ergotherapie ergrauen ergreifen ergriffen erhaben erhalten erhaschen erheben erheiterung
erhellen erhielten erhitzen erhoben erhoffen erholen erinnern erkaufen erkennbar erklangen
erklettern erklimmen erklommen erkranken erkunden erlahmen erlangen erlassen erlauben erleben
erledigen erlegen erleichtern erlenholz erlesen erleuchten erliegen erlischt erlitt erlogen
erloschen ermahnen ermangelung ermatten ermessen ermitteln ermorden ermuntern ermutigen ernannt
ernennen erneuerbar ernst ernten erobern erosion erpicht erpressbar erproben erraten errechnen
erregen erreichbar errichten errungenschaft ersatzlos erschaffen ersehen ersetzbar ersichtlich
ersonnen ersparen erspielen erstach erstbesteigung erstflug ersticht erstklassig erstmal erstochen
erstplatzierten erstrahlen erstsemester erstversorgung ersuchen ertappen ertasten erteilen ertrag
ertrinken ertrugen eruieren eruption erwachen erwandern erwarben erwecken erwehren erweichen
erwerben erwidern erwiesen erwirbt erwischen erwogen erworben erwuchsen erzeugen erzfeind
erzhaltig erziehen erzittern erzogen erzrivalen erzwang erzwingen erzwungen eschenholz eselsfell
eskalation eskapaden eskortieren essen essgewohnheiten essig esskultur esslingen esstisch
essverhalten esszimmer estrich etablieren etage etappen etatplanung ethik ethisch etikettieren
etliche etwas eulen euphorie eurem euren eurer euter evakuieren evaluieren evidenz ewiggestrigen
ewigkeit exakt examen exekutive exempel exerzierplatz exhumieren exilregierung exklamieren
exklusiv exkremente exkurs exorbitant exotisch expandieren expedition experiment explizit
explosionsartig exponentiell export express exquisit extensiv extern extra extrem exzellent
exzentrik exzess fabelhaft fabuliert fachabteilung fachbegriff fachdienst fachgebiet fachhandel
fachjargon fachkenntnis fachlehrer fachmagazin fachpersonal fachrichtung fachsimpeln fachtagung
fachverband fachwelt fachzeitschrift fackeln faden fahnden fahnenflucht fahrbahn fahrdienst fahren
fahrfehler fahrgast fahrkarte fahrlehrer fahrplan fahrrad fahrschein fahrverbot fahrwasser
fahrzeit faible faken fakten faktisch faktor falken fallbeil fallobst fallpauschalen fallweise
fallzahlen falschaussagen faltblatt falter famos fanal fanartikel fanatiker fanblock fanden fangen
fangruppen fankurve fanpost fanshop farbaufnahme farbbeutel farben farbfernseher farbgebung farbig
farbkombinationen farblich farbpalette farbschichten farbton farmen fasching fassaden fassbar
fassen fassung fasten fastnacht faszination faucht faulen faulheit faultiere fauna faust
favorisieren faxen faxnummer fazit februar fechten federn fegefeuer fegen fegten fehden fehlalarm
fehlbesetzung fehlen fehlgriff fehlinformation fehlleiten fehlpass fehlschlag fehlten
fehlverhalten fehlzeiten feiern feigen feigheit feigling feilbieten feilen feilschen feilt
feinabstimmung feind feinheit feinkost feinmechaniker feinschliff feldarbeit feldforschung
feldhasen feldversuch felgen felsbrocken felsen felsvorsprung felswand fenchel fenster ferien
ferkel fernab fernbedienung fernfahrt ferngeblieben fernhalten fernreise fernsteuern fernverkehr
fernweh fertig fesseln festakt festbesuch festgebunden festhalle festigen festland festmachen
festnageln festplatten festrede festtag festumzug festwagen festzelt fettarme fettgehalt fetzen
fetzig feucht feuerzeug feuilleton feurig fichtenwald fieber fiebrigen fielen fiktion filialen
filigran filmabend filmhochschule filmindustrie filmmaterial filmpreis filmt filmverleih filmwelt
filter filzen filzstift findig finessenreich fingen fingiert finken finster finte firma firmen
firmieren fischen fiskalisch fiskus fixieren fixkosten fixpunkt fixstern flach flackern fladenbrot
flaggen flagrant flamingo flammen flanieren flanke flapsig flaschen flatterhaft flausen flaute
flechten flecken fledermaus flegel flehen fleht fleischfrei flexibel flieder fliegen fliehen
fliesen flink flirten flitzen flocken flogen flohen flohmarkt flora floskel flossen flott fluchen
flugaufnahme flugbereit flugfeld fluggast flughafen flugobjekt flugreisen flugtauglich
flugverbindung flugzeit fluktuation fluor flurbeleuchtung flurschaden fluss fluten flutlicht
flutwelle fochten fokussieren folgen folglich folgsam folgt folien forcieren fordern forensik
formel formfrage formgebend formieren formlos formt forschen forsten fortan fortbestand fortdauer
fortfahren fortgehen fortkommen fortlaufen fortpflanzen fortsetzen fortziehen fotoalben fotoband
fotogalerie fotokopien fotomodell fotoreporter fotos fototermin fotowettbewerb fracht fracksausen
fragen fragil fraglich fragment fragst fragt fraktionslos frappierend fratze frech freibad freie
freifahrt freigaben freihalten freikarte freimachen freiraum freischaffend freitag freizeit fremd
frequentieren fressen frettchen freuden freuen freunde freut frevel frieden frieren frisch friseur
frisieren frisst frist frisur frivol frohe frohgemut frohlocken frohnatur frohsinn froren frosch
frost frucht frust fuchs fuchtel fugen fuhren fuhrpark fundamental funde fundgrube fundort fundus
fungieren funkanstalt funken funkhaus funkkontakt funknetz funkspruch funkt funkverkehr furche
furios furor fusionieren fussball futsch futter gabel gaben gaffen gagen galaabend galaktisch
galant galaxie galen galeria galgen galionsfigur galle galopp gangart gangbar ganoven ganzheit
ganzseitig ganztags garage garant garen garnelen garnieren garten gasbetrieben gasexplosion
gasflasche gasheizung gasleitung gaspedal gaspipeline gaspreis gassen gastarbeiter gastdirigent
gasteltern gastfreundlich gastgewerbe gasthaus gastieren gastmahl gastprofessor gastspiel
gastwirtschaft gasversorger gasvorkommen gaswerk gattung gaukeln gaumen gauner gazellen geachtet
geadelt geahndet gealtert geangelt geantwortet gearbeitet gebacken gebadet gebaggert gebahnt
geballt gebangt gebastelt geben geber gebessert gebeugt gebilde gebinde gebiss geblasen geblendet
geblickt geblockt gebogen gebohrt geboren gebot geboxt gebracht gebrechen gebrochen gebucht
gebuddelt gebunden geburt gechartert gecheckt gecko gecoacht gedacht gedanken gedauert gedeck
gedehnt gedeihen gedenken gedeutet gedicht gediegen gedonnert gedreht gedrillt gedroht gedruckt
geduckt gedulden geduscht geebnet geehrt geeicht geeignet geeilt geeinigt geerbt geerntet
gefahndet gefallen gefangen gefasst gefaxt gefegt gefehlt gefeiert gefertigt gefesselt gefeuert
gefieder gefilde gefischt geflattert geflecht geflochten gefochten gefolge gefordert gefragt
gefressen gefrieren gefroren gefruchtet gefunden gegangen gegeben gegen gegessen geglaubt
gegliedert gegner gegolten gegossen gegraben gegriffen gehackt gehalt gehandelt gehasst gehauen
geheftet gehege geheilt gehemmt gehen gehetzt geheuer gehhilfe gehilfen gehindert gehirn gehisst
gehminuten gehobelt gehofft geholfen gehorchen gehrock gehst gehuldigt gehversuche gehweg geier
geigen geimpft geirrt geist geizen geizig geizt gejagt gejammer gejohle gejubelt gekannt gekapert
gekauft gekehrt gekennzeichnet gekettet gekippt geklagt geklebt geklingelt geklont geklungen
geknackt geknebelt geknickt gekocht gekommen gekonnt gekoppelt gekostet gekracht gekreische
gekriegt gekrochen gelacht gelackmeiert geladen gelage gelandet gelassen gelaufen geldanlage
geldbeschaffung geldentwertung geldforderungen geldgeber geldhahn geldinstitut geldkassette
geldmangel geldnot geldpolitik geldquelle geldregen geldschein geldverlust geldwert geleast gelebt
geleckt gelee gelehnt gelenk gelernt gelesen geleugnet gelichtet geliebt gelingen gelistet
gelitten geloben gelockert gelogen gelohnt gelten geltung gelungen gelyncht gemacht gemahl gemalt
gemauert gemeckert gemein gemeldet gemerkt gemessen gemieden gemildert gemindert gemischt gemixt
gemobbt gemocht gemogelt gemolken gemsen gemunkelt gemurmel gemustert genagelt genannt genau
genehm geneigt genesen genforschung genial genick genie genom genormten genossen gentechnik
gentherapie genug genuss genutzt geografie geohrfeigt geologen geometrie geopfert geophysik
geopolitisch geordert geortet geothermie geoutet geowissenschaften gepaart gepachtet gepanzert
gepard gepasst gepatzt gepaukt gepeinigt gepfercht gepfiffen gepflanzt gepinselt geplagt gepocht
gepokert gepolstert geprahlt geprobt gepumpt gepunktet gequetscht gerade gerahmt gerammt gerangel
gerast geraten geraubt gerechnet gerede geregelt gerettet gericht gerieben gerippe gerissen
geritten gerne gerochen gerodet gerstensaft geruch gerudert gerufen geruhsam gerupft gerutscht
gesagt gesalzen gesammelt gesandt gesaugt geschirr gesegelt gesehen gesell gesendet gesessen
gesetzlos gesichert gesiegt gesindel gesittet gesoffen gesondert gesorgt gespalten gespeichert
gespickt gesplittet gesponnen gespreizt gespuckt geste gestiegen gestochen gestrafft gestundet
gesuch gesund gesurft getadelt getagt getan getappt getarnt getaucht geteert geteilt getestet
getextet getier getilgt getippt getobt getoppt getragen getreide getrickst getrocknet getrunken
geurteilt gewachsen gewagt gewahrsam gewalt gewand gewappnet gewarnt gewaschen gewebe gewechselt
gewehr geweigert gewendet gewerbe gewesen gewettert gewichen gewidmet gewillt gewimmel gewinn
gewirbelt gewischt gewitter gewogen gewohnheit gewollt gewonnen geworben gewunden gewusel gezahlt
gezapft gezaubert gezeichnet gezeter gezeugt gezielt gezimmert gezittert gezogen gezollt gezupft
gezweifelt gezwungen gibts gicht giebel gierig giert giftig giftschlange gigant gingen gipfel
gipsabdruck giraffe girlanden girokonten gischt gitarre gitter glamour glanz glasbruch glasdach
glaser glasfaser glashaus glasig glaskasten glasur glasvitrine glaswand glatt glatze glauben
gleich gleis gleiten gletscher gliederung glimmen glimpflich glitschig glitten glitzer global
globus glocken glorreiche glossar glotz glukose gluthitze gnade gockel goldbarren golden goldfisch
goldkette goldpreis goldrausch goldschatz goldwaage golfanlage golfball golfclub golfen golfplatz
golfturnier gondel gorilla gotik gourmet grabbeigaben graben grabkammer grabmal grabpflege
grabstein grabung grade gradmesser grafen graffiti grafik granit granulat grasen grashalm gratis
gratulant gratwanderung grauhaarig graustufen grauzone gravierend gremien grenzenlos grill grinsen
grips groll groschen grotte grube gruft grummeln grundlos gruppe gruselig gulasch gullydeckel
gummihammer gurgel gurken gurte gutachten gutbesuchten gutgesinnt guthaben gutmachen gutmenschen
gutsbetrieb gutschein guttun haarausfall haare haarfarbe haargenau haarpracht haarscharf
haartracht haben habgier habhaft habicht habilitation habseligkeiten hackbeil hacken hackfleisch
hackordnung hafen hafer haftanstalt haftbar haften haftpflicht haftstrafe haftung haftverschonung
haftzeit hagel hager hahnenkamm haifisch haken hakte halbbitter halbe halbfest halbherzig
halbieren halbjahr halbkreis halbleiter halbmarathon halbnackt halbpension halbrund halbsatz
halbtags halbwahrheiten halbzeit halde halfen hallen hallimasch hallt halluzinationen halme
halsband halskette halsschlagader halstuch halswirbel haltbar haltestelle haltlos haltmachen
haltung halunken hammer hamster handarbeit handball handel handfest handgefertigt handhaben
handlanger handpuppen handreichung handschuhe handtaschen handumdrehen handverlesen handwagen
hanfanbau hanfernte hangar hangeln hanglage hantel hantieren happig harfe harmlos harmonie harpune
harren harsch hartgesotten hartplatz haselnuss hasen hassen hassliebe hasst hasten hastig hatten
haubentaucher hauch haudegen hauen hauer haufen hauptstadt hauruckaktion hausarbeit hausbank
hausdach hausfassade hausgemacht haushalt hausieren hauskatze hausordnung hausputz hausrat
hausverbot hauswand hautarzt hauteng hautfreundlich hautklinik hautnah hautpflege hautschonend
hautzellen havarie hebamme hebel heben hebung hecht hecken heckklappe heckscheibe heerscharen
heften heftig hegemonie hegen hehlerei heilbad heilen heilfroh heilkraft heillos heilpflanzen
heilt heilung heimbewohner heimcomputer heimfahren heimgeholt heimisch heimkehr heimlaufen
heimreisen heimvorteil heimweg heirat heiter heizanlage heizen heizkessel heizperiode heizsysteme
heizt heizung hektar hektik heldenhaft helfen helft helikopter helium hellblau helligkeitsgrad
hellt helme helmpflicht hemden hemdkragen hemmen hemmnis hemmschwelle hemmt hemmung hengst herab
herauf herben herbst herde herdplatte herein herfallen hergab hergeben hergibt herhalten hering
herkommen herleiten hermachen hermelin hernieder herren herrichten herrlich herrschaftlich
herstellen herum herunter hervor herzallerliebst herzbrechend herzform herzhaft herziehen
herzkammer herzmuskel herzrasen herzschlag herzton herzugeben heterogen hetzen hetzjagd
hetzkampagne hetzt heuballen heuchelei heuhaufen heulen heult heuschnupfen heute heutigen
heutzutage hexen hiebe hielt hieran hierbei hierdurch hierher hierin hiermit hiervon hierzu hiesig
hieven hievt hilfen hilflos hilfreich hilft himbeeren himmel hinab hinarbeiten hinauf hinbekommen
hinblick hinein hinfahren hinfort hingabe hingen hingibt hingucken hinhalten hinken hinkommen
hinkriegen hinkt hinlegen hinnehmbar hinnimmt hinreichend hinrunde hinschauen hinsehen hinsicht
hinspiel hinstellen hinten hinunter hinweisen hinwirken hinziehen hinzog hinzu hiobsbotschaft
hippen hippie hirnbotenstoff hirnforschung hirngespinst hirnzellen hirsch hirse hirte hissen hitze
hitzig hitzschlag hobel hoben hochachtung hochbahn hochdekoriert hochebene hochfahren
hochgearbeitet hochhalten hochinteressant hochklassig hochland hochmoderne hochnehmen hochofen
hochphase hochqualifiziert hochrangig hochsehen hochtragen hochverdient hochwasser hochzeit hocken
hockt hoffen hoffnung hofft hofgarten hofiert hofnarren hoftheater hohen hohlraum holen holprig
holst holten holunder holzarbeiten holzbalken holzdecke holzfiguren holzhammer holzkisten
holzlatten holzofen holzplatten holzrahmen holzschnitt holztisch holzverarbeitung holzweg holzzaun
homogen honorar hopfen horchen hormon hornhaut hornissen horrend hosen hotel hubraum hubschrauber
huckepack hufeisen hufen huldigen huldvoll human hummel humor humpelt hundefutter hundstage hunger
hungrig hupen hurtig huschen husten hygiene hymne hypen hyperaktiv hypnose hypochonder hypothek
hysterie idealerweise ideell ideenreich identisch ideologisch idiotensicher idole idolisieren
igelstachel ignorant ihnen illegal iltis imageverlust imagination imbiss imitieren imker immens
immer immobilien immun imperativ impfen impfschutz impfung implantat implementierung implikationen
implosion imponieren imposant improvisieren impuls imstande inakzeptabel inanspruchnahme inbegriff
inbetriebnahme inbrunst indifferent indigenen indikatoren individual indiz indoktrinieren
industriell ineffizient ineinander infamieren infantil infekt infiltrieren infizieren inflation
infoabend infolge infomaterial information infostand infotag infoveranstaltung infozentrum infrage
infusion ingenieur ingesamt ingwer inhaber inhaftiert inhalieren inhuman initialen injektion
injizieren inkarnieren inklusive inkognito inkompatibel inkonsequent inkrafttreten inkubationszeit
inlandsreise inmitten innehalten innenansicht innig innovation innung inoffiziell insasse
insbesondere inschrift insekt insel inserat insgeheim insignien insofern insolvent insoweit
inspektion inspizieren installieren instinkt instruieren inszenieren intakt intellektuell
international intim intolerant intrigieren intuitiv invalide invasion inventar investieren
involviert inwiefern inzwischen irdisch irgendein ironie irrational irreal irrelevant irren
irreparabel irrer irreversibel irrfahrt irrgarten irritation irrsinn irrten irrtum irrweg
irrwitzig isolation isolieren jacht jacken jagdbeute jagdhund jagdrevier jagdsaison jagen jagten
jaguar jahrbuch jahre jahrfeier jahrgang jahrhundert jahrmarkt jahrtausend jahrzehnt jalousien
jammer januar jargon jauche jawohl jawort jazzband jazzclub jazzfest jazzkonzert jazzmusik jeden
jedoch jegliche jemals jemand jenen jenseits jetzigen jetzt jeweiligen jobangebote jobaussicht
jobben jobkiller jobsuche jobverlust jodeln jodhaltig joggen jogginganzug joggt joghurt jubel
jubilieren jucken juckreiz juckt jugend jungautor jungbrunnen jungen junggeblieben jungpflanze
jungtier jungunternehmen junitag juror jurymitglied kabarett kabel kabine kaffee kahlkopf
kahlschlag kaiman kaiserlos kajak kakadu kakao kakerlaken kakteen kaktus kaleidoskop kalender
kalibrieren kalium kalkstein kalkulation kalligrafie kaltfront kaltgestellt kaltlassen kaltstart
kalziumreich kamel kaminholz kammer kampagne kampfsport kampieren kanal kanarienvogel kandidat
kaninchen kanister kannen kannst kannte kanon kantholz kantig kanufahren kanuten kanzlei kapelle
kapern kapieren kapital kappen kappt kapriolen kapsel kaputt kapuze karaokebar karate karawane
kargheit karibus karierte karikatur karitativ karneval karnickel karotten karpfen karriere
kartbahn karten kartierung kartoffeln kaschieren kassen kassieren kastanie kasten katapultieren
kategorie katzen kauen kauern kaufanreiz kaufen kauffreudig kaufhalle kaufinteresse kaufkraft
kaufleute kaufpreis kaufrausch kauft kaufvertrag kaugummiautomat kaulquappen kaution kautschukbaum
kavaliersdelikt kegeln kehle kehlkopf kehren kehrseite kehrt keilen keimen keimt keimzelle kekse
kelch keller kellner kennen kennst kennt kennung kennwort kennzahl kentern keramik kerben kerbholz
kernaufgabe kernbereich kerne kernfusion kerngesund kernig kernkompetenz kernlos kernphysik kerzen
ketchup ketten keuchhusten keule kichern kickboxen kicken kiefer kiesbett kiesel kiesgrube
kilogramm kilometer kilowatt kinder kindgerecht kindheit kindisch kinobesuch kinofilm
kinogeschichte kinokarten kinoleinwand kinopublikum kinowelt kippen kippt kirschen kittel kitzeln
klaffen klagen klaglos klagt klammheimlich klamotten klang klappen klargemacht klarheit klarkommen
klarmachen klarstellen klartext klarzukommen klassen klatschen klauen klaut kleben klebrig
klebstoff klebt kleckern kleeblatt kleiden klein kleister klemmen klient klima klinisch klinke
klippe klirren klischee klobigen klonen klopapier klopfen klotz klubhaus klubs kluft klugheit
klumpen knabbern knabe knacken knallen knapp knarren knast knattern knauf knebel knecht kneifen
kneipen kneten knicken kniebeschwerden kniefall kniegelenk knien knieoperation knieprobleme kniet
knifflig knipsen knirps knirschen knistern knoblauch knochen knoten knurren knusprig koala kobra
kochbuch kochen kochkunst kochrezepte kocht kodex koexistieren koffein kognitiv kohlenkeller
kohlraben koiteich kojen kokett kolibri kollabieren kollidieren kolossal kombinieren komfort
komisch komitee komma kommen kommilitonen kommode kommst kommt kommunal komodowaran kompendium
komplett komponente komprimieren kondition kondor konfigurieren konflikt konform konfrontieren
konfus konglomerat konjunktiv konkret konkurrenz konnten konsens konsistent konsolidieren
konspirieren kontakt kontinental konto kontraproduktiv konturlos konzentrieren kooperativ
koordinaten kopfarbeit kopfbahnhof kopfende kopfgeld kopfhaar kopfkissen kopflos kopfnicken
kopfsache kopftuch kopfweh kopfzerbrechen kopieren koproduktion korallen korbdeckel kordel
koriander kormoran kornfeld korpulent korrektiv korrosion korrumpiert kosenamen kosmetik kosmisch
kosmonaut kostbar kostenlos kostprobe kostspielig kotzen krabben krachen kraftvoll kragen kraken
krallen kramen krampf kranich krankmachen kranz krapfen krass krater kratzen kraulen kraut krawall
krebs kredenzen kredit kreide kreieren kreis krempel kresse kreuz kribbeln kriechen kriegen
kriminalroman kringeln krippenkind krisenfest kriterien kritik kroch krokodil krokus kroll krone
kronleuchter kronzeuge krude krumm kruste kryptisch kubikmeter kuchen kufen kugel kuhglocken
kuhhandel kuhmilch kuhstall kulant kulinarisch kulleraugen kulminieren kultfigur kultobjekt
kultserie kultur kummervoll kumpan kumpel kunden kundgeben kundig kundschaft kundtat kunst
kunterbunt kupfer kuppe kurativ kuraufenthalt kurbeln kureinrichtung kurgast kurhotel kurieren
kurios kurort kursangebot kursbuch kurse kursgewinn kursieren kurskorrektur kursleiter kursniveau
kursprogramm kursrutsch kursschwankungen kurstadt kursverfall kurswechsel kursziel kurven kurvigen
kurzarbeit kurzfassung kurzgeschichten kurzhaarschnitt kurzlebig kurznachrichten kurzreisen
kurzschluss kurztrip kurzweilig kuscheln kutschieren kuvert labeln laben labil laborversuch
labrador labyrinth lachen lachhaft lachnummer lachs lacht lacke lackieren lackmantel lackschaden
laden laderaum ladung lagebericht lagen lageplan lager lahmen lahmgelegt lahmlegen lahmt laienhaft
lakai laken lakonisch lamawolle lamellen lamentieren lammfell lampen landbrot landen landflucht
landhaus landjugend landkarte landleben landnahme landratte landung landweg landzunge
langanhaltend langfinger langgehegter langhaarig languste langweilen langzeitfolgen lanze lapidar
lappalie lappen larven lassen lasst lasten lastkraftwagen lastwagen lastzug lasziv latent laterne
latschen latten latzhose laube lauch laufarbeit laufbahn laufen lauffeuer laufkundschaft
laufleistung laufpass laufrad laufschuhe lauftraining laufwege laufzeit laugenbrezel launenhaft
launig lausbub lauschangriff laute lauthals lautlos lautsprecher lauwarm lavendel lawinen leben
leber lebewesen lebhaft lebkuchen lebst lebten lebzeiten lechzen lecken leckt lederartig ledig
leeren leergefegt leerlauf leerstand leerung legalisieren legehennen legen legieren legislative
legitim legten leguan lehne lehnstuhl lehnt lehramt lehrbuch lehren lehrgang lehrinhalt lehrjahr
lehrkraft lehrling lehrmaterial lehrpersonal lehrreich lehrstellen lehrten lehrveranstaltung
lehrzeit leibarzt leibgericht leibhaftig leiblich leiden leidlich leidtragend leidvoll leidwesen
leiharbeit leihen leihgabe leiht leihwagen leimen leinen leinwand leise leisten leitbild leiten
leitfaden leitgedanke leitidee leitkultur leitmotiv leitplanke leitsatz leitung lektion lektor
lemminge lenken lenkrad lenkt lenkung leopard lerche lernbegierde lernen lerngruppen lerninhalte
lernmittel lernprogramm lernt lernziel lesart lesbar lesebrille lesekompetenz leselust lesen leser
lesesaal lesezeichen lesung lethargisch letzlich letztendlich leuchtdioden leugnen leumund leute
libellen liberal lichter lider lidschatten lieben liebgeworden lieblich liebschaft liebt liedchen
lieder liedgut liedtexte liefen liege liegt liehen liest liftanlagen limette limitieren linden
linken links liquidieren listen literarisch lithium loben lobgesang loblied lobpreisen lobten
locher locken lockmittel lockruf lockt lockvogel lodern logbuch logen logieren logik lohnarbeit
lohnen lohnforderungen lohnkampf lohnnebenkosten lohnt lohnzahlungen lokal lokomotive lorbeerblatt
losen losfahren losgefahren losging loslassen loslegen losung loswerden losziehen loten lotosblume
lotsen loyal luchs luftaustausch luftbefeuchtung luftdicht luftfahrt luftig luftkammer luftleer
luftmassen luftnummer luftpolster luftraum luftschicht lufttemperatur luftverkehr luftzug lukrativ
lumpen lunge lunte lupenrein lustgarten lustig lustlos lustspiel lustvoll luxus lyrik lyrisch
machart machbar machen machst macht machwerk maden madig magen magerquark magie magisch magma
magnesium mahlen mahlt mahlzeit mahnen mahnmal mahnt mahnung mahnwache maibaum mailen makaber
makellos malen maler malheur mammut management manchmal mandarine mandelkern mango manifest
manipulieren manisch mantel manufaktur manuskript marder marge marginal markant marken markieren
markt marmeladen marmorieren marode marotten marsch marzipan maschinen maserung masken maskiert
massen massieren masten material matetee mathematik matrosen matschen matten maulkorb maulwurf
mauschelei mausefalle mausklick maximal medaille median medien medikament meditation medium
medizin meerblick meerenge meerjungfrau meerrettich meerschwein meerwasser megahertz mehltau
mehraufwand mehrbedarf mehreinnahmen mehrfach mehrheit mehrkampf mehrmalig mehrpolig mehrsprachig
mehrverbrauch mehrweg mehrzahl meiden meilenstein meinen meinung meisennest meistens melancholisch
melden meldung melken melodie melone membran memoiren mengenlehre mensaessen menschheit mental
mentor merkbar merken merklich merkmal merkt messbar messdaten messen messlatte messstation
messtechnik messung messwerte metall metapher metaphorisch meterhoch mickrig mieden miene
miesmacher mieten mietfrei mietkosten mietpreis mietrecht mietschulden mietvertrag mietwagen
mietzahlungen milan milchglas mildern milieu militant mimik mineral miniatur minibar minigolf
minus minuten minze mischen miserabel missbehagen missfallen missgeschick misskredit misslingen
missrede misst missverstanden misswirtschaft misthaufen mitangeklagt mitarbeit mitautor
mitbekommen mitbieten mitbringen mitdenken miteinander mitentscheiden miterleben mitfahren
mitfeiern mitfiebern mitfliegen mitgearbeitet mitgift mitglied mithelfen mitinhaber mitkommen
mitlaufen mitleid mitmachen mitmensch mitmischen mitnahm mitnehmen mitnichten mitreden mitsamt
mitschnitt mitsingen mitspielen mitstreiter mittag mitten mittig mittlerweile mittragen mittwoch
mitunter mitverantwortlich mitwerber mitwirken mitziehen mixen mixer mixtur mochten modebranche
modeerscheinung modehaus model modem modern modeschau modetrend modewelt modifikation modisch
modular modus mogeln mohnblume mokieren molch molekular mollig moment monat mondfinsternis
mondgestein mondlicht mondphase mondschein monieren monitor monokultur monolog monopol monster
montag monument moosbedeckt moped moralisieren morastig moratorium morbide morgen morgig morsch
morsen motivieren motor motten motto muffel muffig mulden mulmig mundart mundgerecht
mundpropaganda mundschutz mundtot mundwinkel munkeln munter murmeltier murren murrt muschel museen
museum musikalisch musisch musizieren muskatnuss muskel muskulatur musst muster mutanten mutation
mutieren mutig mutlos mutprobe mutter mutwillig mysterien mythisch mythologisch nachahmen nachbar
nachdenken nacheifern nachfahren nachhaken nachjagen nachkam nachlass nachmachen nachname
nachrangig nachsagen nacht nachverfolgen nachwachsen nachzahlen nacken nackt nadel nagel nagen
nagetiere nahaufnahme nahbereich nahebringen nahegehen nahelegen nahen nahezu nahkampf nahmen
nahrung nahtlos nahverkehr namen namhaft nannte nanotechnologie narben narkose narren narrte
narzissen naschen nasen nashorn natrium natter natur navigieren nebel neben neblig neffen negativ
negieren nehmen nehmt neider neidisch neidlos neidvoll neigen neigt neigung nektar nennen nennt
nennung nennwert neoliberale neonlicht nerven nervig nervlich nervt nestbau nester nette
nettigkeiten netto netzbetreiber netze netzhaut netzwerk netzzugang neuanfang neuartig neuauflage
neubau neubeginn neudefinition neueinstellung neuer neufahrzeuge neuformulierung neugierig
neugliederung neuheit neuigkeit neuinfektionen neujahr neukauf neukonzeption neukunden neuland
neulich neumond neunmalklug neunzehn neuordnung neuplanung neupositionierung neuproduktion
neuralgisch neuregelung neurologie neutralisieren neuverfilmung neuwagen neuzeit neuzugang nichtig
nickel nickt nieder niedlich niedrig niemals nieren nieselregen nieten nihilismus nilpferd
nimmersatt nimmst nimmt nippen nirgendwo nischen nobel nochmal nominieren norden nordhalbkugel
nordkap nordlicht nordmanntanne nordost nordpol nordufer normen normierung normung nostalgie notar
notation notaufnahme notbremse notdienst notdurft noten notfall notgedrungen nothilfen notieren
notizen notlage notleidend notnagel notorisch notprogramm notruf notsituation notstand
notunterkunft notversorgung notwehr notzeichen november nudelsalat nullen nullnummer nullpunkt
nullrunde nullsummenspiel nulltarif numerisch nummer nussbaum nussknacker nutria nutzbar nutzen
nutzfahrzeug nutzlast nutzpflanzen nutzt nutzung nutzwert oasen obacht obdach obenauf obendrauf
oberdeck oberen obergeschoss oberhalb oberkante oberschenkel oberteil oberwasser obgleich obhut
obigen objekt oblag obliegen oboen obrigkeit observieren obsession obsiegen obskur obsolet
obstbaum obstgarten obstsorten obwohl ochsen ofenfrisch ofenheizung ofenrohr offen offerieren
offiziell oftmals ohnedies ohnegleichen ohnehin ohnmacht ohren ohrfeigen ohrringe ohrwurm
okkupieren oktober oliven olympiade operette operieren opern opfer optik optimal option optisch
orangen orbit orcas orchester orchideen orden ordnen ordnung organismus orgel original ornament
orten ortet ortsausgang ortsbegehung ortschaft ortsdurchfahrt ortseinfahrt ortsgemeinde
ortskenntnis ortsmitte ortsnamen ortsrand ortsschild ortstarif ortswechsel ortszeit ortung
ostbahnhof osten osterblume otter outen ovale ozonbelastung ozonkonzentration ozonloch ozonschicht
ozonwerte paare paarlauf paarmal paarweise pachten packen packpapier packten packung pailletten
paket paktieren palastartig paletten palladium palmen panda panik panisch panne panorama
pantoffeln panzerglas papagei papier pappen pappkarton paprika parabel parade paragraf parallel
parameter paranoia parasit parieren parkbank parkdeck parken parkhaus parklandschaft parkplatz
parkraum parkuhren parkverbot parodie parolen partner parzelle passabel passen passgenau
passierbar passt passwort pastinaken patentfrei pathetisch patient patzer patzt pause pausieren
pavian pavillon pechschwarz pechvogel pedal pedantisch pegel peilen peilt peinigen peinlich
peitschen pelikan pelle pelze pelzmantel pendant pendel penetrant penibel pension pensum perfekt
perfide performanz pergament periodisch perlen permanent perplex person perspektive petersilie
petrischalen pfade pfahl pfand pfannen pfauenauge pfeffer pfeifen pferde pfiff pfirsich pflanzen
pflaster pflaumen pflegen pflicht pflug pforten pfosten pfoten pfund pfuschen phasen phosphor
physik picknick pickt pigmente pikant pikiert piktogramme pillen piloten pilzbefall pilze pinguine
pinienzapfen pinkfarben pinsel piranha pirat pirschen piste pittoresk pixeln pizza pizzen plagen
plagiat plagt plakat plakette planbar planen planieren planktont planlos planquadrat plant planung
planwagen planzahlen plastikfrei platzen plaudern plauschen plazieren pleite plenarsaal plenum
plexiglas plural pluspunkt pochen pocht pocken podest podien podium poesie poeten pokal polarstern
polemik polieren poliklinisch pollen polster polterabend polytechnisch popkultur popmusik poppig
popsong poren portfolio portieren portrait portwein porzellan posaunen posen posieren
positionieren posse postablage postdienst posten postfach postieren postkarten postleitzahl
postschalter postweg potenzieren pracht pragmatisch prahlen praktikum prall prangen prasseln
praxen praxis preis preschen prickelnd primitiv pritsche privat privileg probanden proben
probieren problemlos probt produkt profan professionell programm projizieren proklamieren
proletarisch prollen prolog promenaden promoten prompt propaganda propeller prospekt prost
protokollieren protzen proviant provokant prozedere prunk pseudologie psychisch pubertierend
pudding pudel puder pufferzone pulle pullover pulsadern pulsieren pulsschlag pulver pumpen pumpt
pumpwerk punkband punkrock punkten punsch puschen pusten puten putschen putzen putzig putzlappen
putzmittel putzt puzzeln pyjama pyramide pyrotechnik pythonschlange quadrat qualen qualifizieren
quallen qualm qualvoll quantenphysik quark quartal quast quatsch quecksilber querbalken queren
querfeldein querkommen querlatte querschnitt quert querulant querverbindung quetschen quietschen
quillt quintessenz quirlig quittung quizfragen quizsendung rabatt raben rabiat rache rachsucht
rackern radar radau raddampfer radeln radfahren radiergummi radikal radio radius radrennen
radsport radstand radtour radweg raffgierig raffiniert raketen rammen rammt rampen ramponiert
randalieren randbemerkung randfigur randgebiet randlage randnotiz randvoll rangfolge rangieren
rangliste rangordnung ranken rankt rannten rappen rasant rasch rasen raser rasieren raspel rasten
rastlos rastplatz rasur raten ratgeber rathaus ratifizieren rational ratlos ratsam ratschlag
ratsstube ratsuchende ratten raubbau rauben raubkatze raubt raubzug rauchen raufen raumakustik
raumfahrt raumgewinn rauminhalt raumluft raumordnung raumplanung raumtemperatur raunen raunt
raupen rausch rausgeflogen raushalten rauskommen rauslassen rausnehmen rausspringen rauswerfen
rauszuholen raven razzia reagenzglas reagieren reaktion realisieren rebel rechen rechnen
rechtsfrei recken reckt recyceln redakteur redefreiheit reden rederei redet redeverbot redewendung
redezeit redlich rednerpult reduktion reduzieren referat refinanzieren reflektieren reformieren
regal regeln regenwurm regie regimekritisch reglementieren reglos regnen regress regte regung
rehabilitieren rehkitz reiben reibt reibung reich reifen reift reifung reiher reiht reihum reime
reimt reinfallen reingehen reinigen reinkommen reinreden reinschauen reintreten reisen reisfelder
reiskorn reist reiten reitschule reitturnier reitunterricht reitz reizen reizfigur reizgas reizt
reizung reizvoll rekapitulieren reklamieren rekonstruieren rekord rekultivieren relation relaxen
relevant relief relikt renitent rennauto rennbahn rennen rennleitung rennmaschine rennpferd
rennrad rennschlitten rennt rennwagen renovieren rentabel rente rentier rentner reorganisation
reparationen replizieren report repressiv reproduktion reptil reputation resignieren resolut
resonanz resozialisieren respekt restaurant restbetrag rester restlaufzeit restposten
restriktionen restschuld restwert resultat retten rettung revidieren revier revision
revitalisieren revolution rezept rezession rezitieren rhabarber rhetorisch rhodium rhythmisch
richten rieben riechen riefen riesig rinde ringen ringfinger ringkampf ringt rinnen rinnsal
risiken riskant riskieren risse ritten ritualisieren rituell ritzen robben roben robust rochen
rockermilieu rockkonzert rockmusik rodeln roden rodung rohbau rohdiamanten rohkost rohling
rohmaterial rohre rohrkrepierer rohrleitung rohstoff rollbahn rollen rollladen roman rosafarben
rosen rosig rosten rostig rotation rotieren rotkehlchen rotkohl rotor rotstift rotwein rotwild
ruckartig rucksack rudel ruder rufen rufnummer ruhebereich ruhekissen ruhen ruhelosigkeit
ruhephase ruheraum ruhestand ruhetag ruhezeit ruhig ruhmreich ruhmvoll ruinen ruinieren rumlaufen
rundbau runden rundfahrt rundgang rundlich rundreise rundschau rundum rundweg runter rupfen ruppig
rustikal ruten rutschen saalartig saatgut sabotieren sachbezogen sachdienlich sachfragen
sachgebiet sachkenntnis sachlage sachpreis sachte sachverhalt sackgasse sackkarre sadistisch
safran saftig sagenhaft sagst sagte sahen sahne sakralbau salamander salat salbe saloon salopp
salzbergwerk salzen salzgehalt salzig salzkartoffel salzwasser samen sammeln samstag samtanzug
samthandschuhen samtig samtpfoten sandalen sandbank sanden sandgrube sandige sandkasten sandplatz
sanduhr sanft sangen sanieren sardinen sargnagel sarkastisch satellitendaten satirisch
sattbekommen sattel satzglied satzreif satzung sauber sauer saufen saugen saugt sauna saunen
saurier sausen schaben schachfiguren schadenfroh schafsfell schakal schalldicht scham schande
scharren schatten schaukeln scheckig scheiben schellen schematisch scheppern scheren scherzen
scheu schichten schieben schiffen schikanieren schildern schimpansen schindel schippen schlamm
schlecht schlichten schloss schlucht schmal schmecken schmieden schmolzen schmuckvoll schnabel
schnecken schnorren schnupfen schob schokolade scholle schon schornstein schottern schrank
schrebergarten schrubben schubsen schuften schuhe schule schummeln schund schuppen schusselig
schutt schwalben schwester schwieg sechs sechzehn seeadler seebeben seeblick seefahrt seegang
seegurke seehund seekrank seelenruhig seemeilen seenlandschaft seenotrettung seenplatte
seepferdchen seereisen seerosen seestern seetang seeufer seeweg segeln segen segmentieren sehen
sehgewohnheiten sehkraft sehnen sehnlich sehnsucht sehnt sehtest seicht seide seife seilbahn seile
seilschaft seiltanz seilwinde seitdem seiten seither seitlich sekretariat sekte sektflaschen
sektion sektkorken sektor sekunde selber selbstsicher selektiert sellerie selten seltsam semantik
semester seminar semmel senden sendung senfglas senken senkrecht senkung sensation sense sensibel
sensor september sequenz serienweise serpentinen serum server servolenkung sessel sesshaft setzen
setzlinge seuche seufzen sezieren shoppen showeinlagen showprogramm shrimps sichel sichtweise
siebdruck sieben siebzehn siedeln siedler siegen siegreich siehst sieht signal signieren
silbentrennung simpel simulation singen singt sinken sinkflug sinkt sinnbild sinnen sinnfrei
sinnhaftigkeit sinnieren sinnkrise sinnlich sinnvoll sintflut sippenhaft sirenen sitte sittlich
situation situiert sitzbank sitzen sitzgelegenheit sitzheizung sitzkissen sitzordnung sitzplatz
sitzreihen sitzstreik sitzt sitzung skala skalen skalpell skandal skaten skelett skepsis skeptiker
skifahren skigebiet skilanglauf skilift skisport skiurlaub skorpion skript skrupel skulptur
skurril sobald socken sodbrennen soeben sofern sofort sogar sogenannten sogleich sogwirkung sohlen
sojabohnen solarstrom sollen soloalbum sololauf sommer sonderlich sondieren sonnabend sonnen
sonnig sonntag sonst sorgenfrei sorgfalt sorglos sorgsam sorten sortieren soviel sowas soweit
sowie sowohl sozialistisch soziopath sozusagen spachtel spagat spaghetti spalten spangen spannend
spanplatten sparbuch sparen sparflamme spargel sparsam sparziel spaten spatzen spazieren specht
speck spediteur speerwerfen speichel speisen spektakel spekulant spendabel sperling sperren spesen
speziell spickzettel spiegel spielplatz spinat spinnen spionieren spitzen spontan sporadisch
sporen sport spotten sprachen sprechen sprengen spreu springen sprossen sprotten spruch sprudeln
sprung spucken spuken spuren spurlos spurwechsel sputen staatenlos stabil stachelschwein stadien
stadt stagnation stahl stamm standpunkt stangen stapeln stapfen stark starren starten statik staub
staudamm stauen staufer staumauer staunen stauraum stechen stecken steganografie stegreif stehen
stehlen stehplatz steht steif steigen steil steinbock stellen stelzen stemmen stempeln stengel
steppe sterben steril stetig stich sticken stiefel stiehlt stiel stier stift stigmatisieren
stilbruch stilisieren stillen stilmittel stilrichtung stilvoll stimmen stimulieren stinktier stirn
stochern stock stoff stollen stolz stopfen stoppen storch stornieren stottern strafen strahl
stramm strand strapazen strategisch streben strecken streng streuen strich stroh strom strophen
strotzen strukturiert strumpf stuben student studien stufen stuhl stumm stumpf stunk sturheit
sturm sturz stutzen subjekt subkultur substantiell subsumieren subtil subunternehmen subvention
suchaktion suchen suchhunde sucht suggerieren sukzessiv summen summieren summt sumpf super suppen
surfbrett surfen surft suspekt symbiose symbol symmetrie sympathie syndikat synergie synonym
syntaktisch system szenarien tabelle tabubruch tabuisieren tacker tadel tafel tagebuch tagelang
tagen tagung tagwerk takten taktieren talent talfahrt talsperre talstation tangente tangieren
tango tanken tankt tankwagen tannenwald tante tanzabend tanzbar tanzen tanzkunst tanzmusik
tanzpaar tanzsaal tapeziert tapfer tapir tarnen tarnt tarnung taschen tassen tastatur tasten
tastsinn tatsachen tattoo tauben tauchen tauglich tauschen tausend tauwetter tauziehen taverne
taxifahrt teamarbeit teamgeist teamleistung teebeutel teehaus teekanne teerschwarz teeservice
teesieb teesorten teestube teich teigtaschen teigwaren teilbar teilen teilgebiet teilhaben
teilnahm teilung teilweise teilzeit teint telefon teleobjektiv teller tendieren teppich termin
testbetrieb testen testfahrt testlauf testphasen testreihe testverfahren teuer teufel teuflisch
texten textil textlich textpassagen textstellen textur textzeilen theater thema themen therapieren
thermal thunfisch ticken tiefbau tiefen tieflader tiefpunkt tierart tierbild tierisch tiermedizin
tierpark tierreich tierwelt tierzucht tiger tilgen tintenfleck tippen tischbein titan titelbild
titulieren toben tochter toilette tolerant tollwut tomaten tonangebend tonart tonaufnahmen tonband
tonfall tonfolgen tongebung tonlage tonleiter tonnen tonstudio tontechnik topfit topform
topfpflanzen topografie toppen torbogen torheit torpedieren torten tortur tosend total touren
toxikologie toxisch trabant traben tracht trafen tragbar tragen tragik tragweite trampeltier
trapez trasse traten tratsch trauben trauen traufe traurig treffen treiben trend trennen tresen
tresor treten treue treuhand trial triangel tricksen trieb triest trifft trimmen trinken trist
tritt triumphieren trivial trocken trollen trommeln trompete tropenhelm tropfen trost trott trotz
trubel trugbild trugen trugschluss truhe trunk truthahn tugend tukan tulpen tummeln tumult tundra
tunlichst tunnel tupfen turbine turbulent turmbau turmuhr turnen turnhalle turnier turnschuh turnt
turnus turnverein tusche typisch typus tyrannisieren uferbereich ufern uferpromenade uhren
uhrmacher uhrwerk uhrzeigersinn umarmen umbauen umbenannt umbesetzen umbruch umbuchungen umdenken
umdeuten umdrehen umeinander umerziehung umfahren umfallen umfang umfassen umfeld umfragen
umfunktionieren umgang umgarnen umgearbeitet umgebaut umgedeutet umgefahren umgegangen umgehen
umgekehrt umgeladen umgerechnet umgeschaltet umgewandelt umgezogen umgibt umging umhang umher
umhin umjubelt umkehren umkippen umklammern umkleiden umkreisen umkurven umlagen umland umlaufen
umlegen umleiten umliegenden umnutzung umorganisieren umorientieren umrahmen umrechnen umringt
umriss umrunden umsatz umschalten umsehen umsetzen umsichtig umsiedeln umsonst umsorgen umspannen
umspielen umstand umstehend umstieg umstritten umsturz umtausch umtreiben umtriebe umtrunk
umverteilen umwandeln umwegen umweht umweltschutz umwerben umwickeln umwirbt umworben umziehen
umzingeln umzog umzug unabdingbar unabsehbar unabwendbar unachtsam unakzeptabel unanfechtbar
unangebracht unannehmbar unansehnlich unantastbar unappetitlich unartig unattraktiv unaufdringlich
unausstehlich unbarmherzig unbeabsichtigt unbebaut unbedacht unbeeindruckt unbefangen
unbegreiflich unbehagen unbeirrbar unbekannt unbelastet unbemannt unbeobachtet unbequem
unberechenbar unbeschadet unbeteiligt unbeugsam unbewusst unbezahlbar unbrauchbar uncool undankbar
undenkbar undeutlich undicht undifferenziert undiszipliniert undurchdringlichen unebenheiten
unecht unehrlich uneinheitlich unempfindlich unendlich unentbehrlich unerbittlich unerfahren
unerheblich unerkannt unerlaubt unermesslich unerreichbar unerschrocken unerwartet unfair unfall
unfassbar unfehlbar unfertig unflexibel unfreiwillig unfug ungeachtet ungebeten ungeduldig
ungeeignet ungefiltert ungehalten ungelegen ungemacht ungenannt ungeordnet ungepflegt ungern
ungeschehen ungeteilt ungewiss ungeziefer unglaubhaft ungleich ungnade ungunsten ungut unhaltbar
unheil unhold unikat uniklinik uninspiriert uninteressant universal unkalkulierbar unkenntlich
unklar unklug unkommentiert unkontrollierbar unkoordiniert unkosten unkraut unkritisch
unkultiviert unlauter unleserlich unliebsam unlogisch unlustig unmengen unmerklich unmittelbar
unmodern unmoralisch unmotiviert unmut unnachahmlich unnahbar unordnung unpassend unpolitisch
unpraktisch unproblematisch unqualifiziert unrat unrealistisch unrecht unredlich unreflektiert
unreif unrentabel unruhen unsachlich unsanft unsauber unscharf unsensibel unser unsicher unsinn
unsitte unsolidarisch unsozial unsportlich unsterblich unstimmigkeiten unstreitig unsummen
unsympathisch untauglich unteilbar unten untiefen untragbar untrennbar untypisch unumkehrbar
unumstritten ununterbrochen unverantwortlich unvollendet unvorbereitet unwahr unwegsamen
unweigerlich unwesen unwetter unwichtig unwiderruflich unwiederholbar unwillig unwirklich unwissen
unwohl unzahl unzeit unzertrennlich unzucht unzufrieden unzumutbar unzureichend unzutreffend
unzweifelhaft updaten uralt urenkel urfassung urform urgestein urgewalt urheber urknall urkunden
urlaub urnen ursachen ursprung urteil urwald urzeiten urzustand utensil utopien vagabunden vakant
vakuum validieren vanille variabel variieren vater vegetarisch vehement ventilator verabreden
verachten verallgemeinern veranda verarbeiten verausgaben verbal verben verbiegen verblassen
verbogen verbracht verbuchen verdacht verdonnern verdrecken verebben veredeln verehren verelendung
vererben verewigen verfassen verfechten verfiel verflachen verfolgen verfrachten verfugen vergab
vergeben vergibt verglast vergolden vergraben verhaften verheddern verhielt verifizieren
verinnerlichen verirren verjagen verkabeln verkehren verklagen verknallen verkohlen verkraften
verlassen verlegen verlieben verlosen verlust vermachen vermied vermocht vermummen verneinen
vernommen vernunft verordnen verpachten verpennen verpfiffen verplanen verprellen verpulvern
verqualmen verraten verrechnen verrichten verrohen verruf versagen versehen versichern versorgen
verspannungen verstanden versuchen vertagen verteidigen vertiefen vertonen vertragen vertuschen
veruntreuen verursachen vervielfachen vervollkommnen verwachsen verweben verwickeln verwoben
verwundbar verzaubern verzeihen verzichten verzogen verzug verzweifeln viadukt vibrieren video
vielfach vielleicht vielmehr vielsagend vielversprechend vielzahl vierbeinig viereck vierfach
vierhundert vierkantholz viermal vierundzwanzig vierzehn villa villen vintage vinylplatte viren
virologen virtuell virusinfektion visier vision visite visuell vitamine vitrine vogel vokabel
vokal voliere vollbad volldampf vollmond vollpension vollrausch volltreffer vollversammlung
vollwertig vollzeit volumen voneinander vorabend vorahnung vorankommen vorarbeit voraus vorbehalt
vorbild vorboten vorbringen vordach vordem vordringen voreilig vorenthalten vorerst vorfahren
vorfeld vorfinanzieren vorfreude vorfuhr vorgaben vorgearbeitet vorgibt vorgreifen vorhaben vorher
vorhielt vorhof vorhut vorjahr vorkam vorkehrungen vorkommen vorladung vorleben vorlieben
vormachen vormerken vormittag vormonat vormund vornahm vorne vornherein vornimmt vorort vorplatz
vorpreschen vorrang vorrecht vorrichtung vorsah vorschau vorsehen vorsichtig vorsorgen vorspannen
vorstadt vortag vorteil vortrag voruntersuchung vorurteil vorverlegen vorwahl vorweg vorwiegend
vorwort vorwurf vorzeichen vorziehen vulkan waage waagrecht waagschale waben wachdienst wachen
wachhalten wachleute wacholderbeere wachpersonal wachsen wacht wacklig waden wagemut wagen waggon
waghalsige wagten wahlabend wahlchancen wahldebakel wahlen wahlgang wahlheimat wahljahr wahlkabine
wahlparty wahlrecht wahltag wahlunterlagen wahlweise wahlzettel wahnsinn wahnvorstellungen
wahnwitzig wahren wahrgemacht wahrhaben wahrlich wahrnehmen wahrsagung wahrt wahrzeichen
waldarbeiten waldbestand waldgebiet waldhaus waldlauf waldrand waldsee waldweg wallung walten
walzen walzwerk wandbild wandel wandlung wandmalerei wandschmuck wangen wanken wankt wannen wanzen
wappen wappnen waran warben waren warfen warmherzig warmwasser warnblinkanlage warnen warnhinweis
warnschilder warnt warnung warnzeichen warst warten wartung warum warzen waschen wasser waten
watscheln wattwurm webbasiert weben webstuhl wechseln wecken weckruf weckt wedel weder
wegbegleiter wegbleiben wegbrechen wegdiskutieren wegelagerei wegen wegfahren wegfielen weggehen
wegkommen weglassen wegnehmen wegnimmt wegrand wegschauen wegsehen wegstecken wegweisend wegziehen
wehen wehgetan wehklagen wehmut wehren wehrhaft wehrlos wehten wehtun weich weiden weihnachten
weiht weilen weilt weinanbau weinberg weinen weinfest weingut weinhandel weinkarte weinlaune
weinproben weinreben weintrauben weinwirtschaft weise weisheit weismachen weist weisung weitab
weitblick weiten weitgehend weither weitreichend weitschuss weitverbreitet weizen welken wellblech
wellen wellpappe welpen weltall weltfremd weltgegenden weltmeere weltoffen weltschmerz
weltumsegelung weltweit wenden wendig wendung wenig wenngleich werben werbung werden werfen werft
werkbank werken werkhalle werktag werkvertrag werkzeug wermutstropfen wertarbeit wertbrief werten
wertigkeit wertlos wertminderung wertpapier wertung wertverlust wertzuwachs wesen weshalb wespen
westen westseite westufer westwind weswegen wettbewerb wetten wettkampf wettlauf wettmachen
wettrennen wettstreit wichen wichtel wickeln widder widmen widmung widrige wiegen wiegt wiesen
wieso wieviel wieweit wiewohl wildfremd wildhasen wildkatzen wildnis wildpark wildschwein wildtier
wildwasser willen willkommen willst wimmeln wimpel winden windgeschwindigkeit windhund windig
windjacken windkanal windrad windschatten windungen winkelmesser winkt winter winzer winzig wipfel
wippen wippt wirbel wirbt wirft wirken wirklich wirksam wirkt wirkung wirren wirrungen wirrwarr
wirsing wirst wirtschaften wischen wisent wissen wisst witzbold witze witzfigur witzig woanders
wobei wochen wodurch wogegen wogen woher wohin wohlauf wohlbefinden wohle wohlfahrt wohlgefallen
wohlhabend wohlig wohlklang wohlmeinend wohlstand wohltat wohlverdient wohnbau wohncontainer
wohnen wohnform wohngebiet wohnhaft wohnkomfort wohnlage wohnmobil wohnort wohnprojekt
wohnquartier wohnraum wohnsiedlung wohnt wohnumfeld wohnviertel wohnwagen wohnzimmer wolfram
wolfsrudel wolken wolkig wolldecke wolle wollust womit wonach wonnen woran worauf worden worin
wortbruch worte wortfetzen wortgefecht wortkarg wortlaut wortreich wortwahl worum worunter wovon
wovor wucher wuchs wucht wunden wunsch wurde wurfgeschosse wurmt wurschteln wurzel wuseln wusste
wutanfall wutausbruch wutentbrannt xylofon yacht yuppie zacken zackig zaghaft zahlbar zahlen
zahllose zahlreich zahlt zahlung zahmen zahnarzt zahnersatz zahnfleisch zahnlos zahnmedizin
zahnpasta zahnrad zahnseide zahntechnik zander zange zankapfel zanken zapfen zapfhahn zapft
zappeln zarte zartheit zauber zaudern zaungast zaunpfahl zebra zeche zecken zehen zehnfach
zehnkampf zehren zehrt zeichen zeigen zeigt zeilen zeitablauf zeitbegrenzung zeitdokument
zeiteinheit zeitfaktor zeitgeist zeitig zeitkonto zeitlang zeitmanagement zeitnah zeitplan
zeitraffer zeitschrift zeitumstellung zeitverlust zeitweilig zeitzeugen zelebrieren zellen
zellkern zellstoff zellteilung zeltdach zelten zeltlager zeltplatz zementieren zenit zensieren
zensor zensur zentimeter zentner zentral zerbrach zeremonie zerfallen zerfetzt zerfiel zerfressen
zergehen zerhacken zerkleinern zerknirschen zerkratzen zerlegen zermalmen zerplatzen zerquetschen
zerrbild zerreden zerrieben zerrt zerrung zerschellen zersetzen zersplittern zerstochen zerteilen
zertifikat zertreten zerzausen zettel zeugen zeugnis zicken zickig ziegen ziehen ziehharmonika
zieht ziehung zielbereich zielen zielgebiet ziellinie zielorientiert zielperson zielscheibe zielt
zielvereinbarungen ziemlich zierde zieren zierlich zierpflanzen ziert ziesel ziffer zimmer
zimperlich zinken zinsbindung zinseinnahmen zinslast zinsniveau zinspolitik zinssatz zinszahlungen
zipfel zirkel zirkulation zischen zitat zitieren zitronen zittern zivildienst zocken zoffen zogen
zollamt zollen zollfrei zombie zonen zoodirektor zoologie zoomen zornig zuallererst zuarbeiten
zuber zubetoniert zubewegt zubringen zubrot zucchini zucht zucken zuckt zuckungen zudem zudrehen
zueinander zuerkannt zuerst zufahrt zufall zuflucht zufolge zufrieden zufuhr zugabe zugang
zugbegleiter zugebaut zugefallen zugegangen zugelangt zugemacht zugeneigt zugeordnet zugeparkt
zugerechnet zugetan zugewachsen zugezogen zugfahrt zugibt zuging zugkraft zugleich zugluft
zugmaschine zugnummer zugpferd zugreifen zugriff zugrunde zugunsten zugute zugverbindung zugzwang
zuhalten zuhauf zuhilfenahme zujubeln zukauf zukunft zulagen zulassen zulauf zulegen zuletzt
zuliebe zumachen zumal zumeist zumindest zumutbar zunahm zunehmen zuneigen zunft zunge zunichte
zunimmt zunutze zuordnen zupacken zupfen zupft zurechnen zureden zurief zurschaustellen zuruf
zurzeit zusagen zusah zusammen zusatz zuschauen zusehen zusendung zusetzen zusichern zusieht
zuspielen zusprach zustand zustehen zustimmen zustrom zutaten zuteilen zutiefst zutrauen zutreffen
zutrifft zutun zuungunsten zuversicht zuviel zuvor zuwachs zuwege zuweilen zuwenden zuwider
zuzahlen zuziehen zuzug zwang zwanzig zweckgebunden zweibeinig zweideutig zweieinhalb zweifach
zweig zweihundert zweikampf zweimal zweirad zweisamkeit zweit zwerchfell zwerge zwicken zwieback
zwielicht zwiespalt zwietracht zwilling zwingen zwinkert zwirn zwischen zwitschern zyklen zyklisch
zyklus zylinder zyniker zynisch zypressen
`;

let words: readonly string[] | undefined;

/** The 7,776 words, in the list's order. */
export function getGermanWordList(): readonly string[] {
  words ??= Object.freeze(WORDS.trim().split(/\s+/));
  return words;
}
