import {
  CATALAN_CUISINE,
  CULINARY,
  entry,
  FSIS_LEFTOVERS,
  FSIS_THAWING,
  type KnowledgeEntry,
} from './knowledge-entry.ts';

const FSIS_DANGER_ZONE =
  'USDA FSIS, "Danger Zone (40 °F - 140 °F)" and "Keep Food Safe! Food Safety Basics" (the 2-hour and 1-hour rules)';
const FSIS_COLD_CHAIN =
  'USDA FSIS, "Freezing and Food Safety" and "Shipping Food Safely" (frozen food in an insulated cooler)';
const FSIS_STOCK = 'USDA FSIS, "Leftovers and Food Safety" and FDA Food Code 3-501.14 (cooling cooked food)';
const SYRUP =
  'University of Vermont Extension and Cornell Maple Program, "Storing maple syrup" (mould on syrup)';
const STARCH =
  'Standard culinary references (The Professional Chef, CIA: starch thickeners; McGee, "On Food and Cooking")';
const OILS =
  'Standard culinary references (The Professional Chef: smoke points of fats; McGee, "On Food and Cooking")';
const PORTIONS =
  'Standard catering references (The Professional Chef, CIA: portion sizes; Institut Català de la Cuina for calçotades)';
const HAM =
  'USDA FSIS, "Ham and Food Safety" (cooking times per pound at 325 °F) and "Safe Minimum Internal Temperature Chart"';

/**
 * Issue 34: what the eleventh set showed missing, written by area rather than by its questions
 * (storage and safety 5 of 15, temperatures 4 of 15, substitutions 3 of 15, troubleshooting 3 of
 * 15 to the point): perishable food out of the fridge (2 hours, 1 when hot), thawing on the worktop,
 * stock left out overnight, soups and stews with noodles or potatoes in the freezer, cold soups,
 * mould on syrup, meat kept outdoors in winter, fish carried frozen on a journey; starch that
 * thickens only at the boil, frying oils and two-stage
 * frying, softened butter; long braises, ham by weight, cuttlefish and squid, plantain, sushi rice
 * in a pot; pork-free, sausage, nut-free, canned-fish and flavoured-fat swaps; noodle dishes gone
 * soft, thin cold soups, soggy pastry bottoms, bitter spices, stuffed leaves unrolling, dense quick
 * breads, lumpy béchamel; portions per person for a crowd; what goes with allioli, wine
 * with fried pork, olive oil varieties, a light starter before a heavy dish, arròs amb costra.
 * Each with its source.
 */
export const SAFETY_HEAT_SWAPS_FIXES_GAPS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    's11-perishables-out-of-fridge',
    'safety',
    FSIS_DANGER_ZONE,
    {
      ca: 'quantes hores pot estar el menjar fora de la nevera | puc deixar la carn marinant fora de la nevera tota la nit | els entrepans poden estar fora de la nevera tota la tarda | el tàper al cotxe tot el dia sense nevera es pot menjar | carn crua fora de la nevera hores passa res',
      es: 'cuántas horas puede estar la comida fuera de la nevera | puedo dejar la carne marinando fuera de la nevera toda la noche | los bocadillos pueden estar fuera de la nevera toda la tarde | el táper en el coche todo el día sin nevera se puede comer | carne cruda fuera de la nevera horas pasa algo',
      en: 'how long can food sit out of the fridge | can I marinate meat out of the fridge overnight | can sandwiches sit out all afternoon | packed lunch in a hot car all day is it safe | raw meat left out for hours is it ok',
    },
    {
      ca: 'El menjar que es fa malbé (carn crua o marinada, peix, plats cuinats, entrepans amb maionesa, pollastre o ou) no ha d’estar més de 2 hores fora de la nevera, i només 1 hora si fa més de 32 °C (un cotxe a l’estiu, una terrassa): entre 5 i 60 °C els bacteris es multipliquen. Passat aquest temps, llença’l; coure’l no treu les toxines. Marina sempre a la nevera (si no hi cap, en una nevera portàtil amb glaçons) i porta el tàper en una bossa isotèrmica amb plaques de gel.',
      es: 'La comida perecedera (carne cruda o marinada, pescado, platos cocinados, bocadillos con mayonesa, pollo o huevo) no debe estar más de 2 horas fuera de la nevera, y solo 1 hora si hace más de 32 °C (un coche en verano, una terraza): entre 5 y 60 °C las bacterias se multiplican. Pasado ese tiempo, tírala; cocinarla no quita las toxinas. Marina siempre en la nevera (si no cabe, en una nevera portátil con hielo) y lleva el táper en una bolsa isotérmica con placas de hielo.',
      en: 'Perishable food (raw or marinating meat, fish, cooked dishes, sandwiches with mayonnaise, chicken or egg) should not sit out of the fridge more than 2 hours, and only 1 hour above 32 °C (90 °F: a hot car, a summer terrace): between 5 and 60 °C (40-140 °F) bacteria multiply. After that, throw it away; cooking it does not remove the toxins. Always marinate in the fridge (if there is no room, in a cool box with ice) and carry lunches in an insulated bag with ice packs.',
    },
  ),
  entry(
    's11-thawed-on-worktop',
    'safety',
    FSIS_THAWING,
    {
      ca: 'he descongelat el pollastre al marbre tot el dia, el puc coure | carn descongelada fora de la nevera tota la nit',
      es: 'descongelé el pollo en la encimera todo el día, lo puedo cocinar | carne descongelada fuera de la nevera toda la noche',
      en: 'I thawed chicken on the counter all day can I still cook it | meat thawed out on the worktop overnight',
    },
    {
      ca: 'Al marbre, a temperatura ambient, no és segur: mentre el centre encara és glaçat, la superfície passa hores per sobre de 5 °C i els bacteris hi creixen; més de 2 hores així, millor llençar-lo. Descongela a la nevera (un pollastre sencer, 1 dia per cada 2 kg), en aigua freda dins d’una bossa tancada canviant l’aigua cada 30 minuts, o al microones, i en aquests dos casos cuina’l de seguida.',
      es: 'En la encimera, a temperatura ambiente, no es seguro: mientras el centro sigue congelado, la superficie pasa horas por encima de 5 °C y las bacterias crecen; más de 2 horas así, mejor tirarlo. Descongela en la nevera (un pollo entero, 1 día por cada 2 kg), en agua fría dentro de una bolsa cerrada cambiando el agua cada 30 minutos, o en el microondas, y en estos dos casos cocínalo enseguida.',
      en: 'On the counter, at room temperature, it is not safe: while the centre is still frozen, the surface spends hours above 5 °C (40 °F) and bacteria grow on it; more than 2 hours like that, better throw it away. Thaw in the fridge (a whole chicken about 1 day per 2 kg / 4-5 lb), in cold water in a sealed bag changed every 30 minutes, or in the microwave, and cook it at once after those two.',
    },
  ),
  entry(
    's11-stock-left-out',
    'safety',
    FSIS_STOCK,
    {
      ca: 'el brou ha passat la nit fora de la nevera, si el torno a bullir es pot menjar | he deixat el guisat tota la nit a l’olla al fogó | bullir-ho una altra vegada ho fa segur',
      es: 'el caldo ha pasado la noche fuera de la nevera, si lo vuelvo a hervir se puede comer | dejé el guiso toda la noche en la olla en el fuego apagado | hervirlo otra vez lo hace seguro',
      en: 'stock left out overnight can I boil it again | left the stew in the pot on the stove overnight | does reboiling make it safe',
    },
    {
      ca: 'No: un brou o un guisat que ha passat la nit fora (hores entre 5 i 60 °C) s’ha de llençar; tornar-lo a bullir mata els bacteris però no les toxines que alguns (Bacillus cereus, Clostridium perfringens, estafilococ) han deixat, i la calor no les destrueix. La propera vegada refreda’l de pressa (en recipients baixos o l’olla en aigua freda) i a la nevera abans de 2 hores.',
      es: 'No: un caldo o un guiso que ha pasado la noche fuera (horas entre 5 y 60 °C) se tira; volver a hervirlo mata las bacterias pero no las toxinas que algunas (Bacillus cereus, Clostridium perfringens, estafilococo) han dejado, y el calor no las destruye. La próxima vez enfríalo rápido (en recipientes bajos o la olla en agua fría) y a la nevera antes de 2 horas.',
      en: 'No: stock or a stew left out overnight (hours between 5 and 60 °C / 40-140 °F) should be thrown away; reboiling kills the bacteria but not the toxins some (Bacillus cereus, Clostridium perfringens, staphylococcus) leave, which heat does not destroy. Next time cool it fast (shallow containers, or the pot in cold water) and refrigerate within 2 hours.',
    },
  ),
  entry(
    's11-soups-stews-noodles-potatoes-freeze',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant dura l’escudella a la nevera i es pot congelar | es pot congelar la sopa amb pasta i patates | quants dies aguanta l’olla a la nevera | congelar el cocido amb les patates',
      es: 'cuánto dura el cocido en la nevera y se puede congelar | se puede congelar la sopa con fideos y patatas | cuántos días aguanta el potaje en la nevera | congelar el puchero con las patatas',
      en: 'how long does soup with noodles keep and can I freeze it | can you freeze stew with potatoes in it | how many days does a pot of soup last in the fridge | freezing chicken noodle soup',
    },
    {
      ca: 'Una olla, escudella, cocido o sopa: 3-4 dies a la nevera, tapada, i uns 3 mesos al congelador. Les patates i la pasta queden toves i farinoses en descongelar-se: congela el brou, els llegums i la carn sense ells i afegeix-los acabats de coure en escalfar-ho; la col i les verdures aguanten millor. Refreda-ho de pressa i a la nevera abans de 2 hores.',
      es: 'Un cocido, puchero, potaje u olla: 3-4 días en la nevera, tapado, y unos 3 meses en el congelador. Las patatas y la pasta o los fideos quedan blandos y harinosos al descongelarse: congela el caldo, las legumbres y la carne sin ellos y añádelos recién cocidos al calentarlo; la col y las verduras aguantan mejor. Enfríalo rápido y a la nevera antes de 2 horas.',
      en: 'A pot of soup or stew: 3-4 days in the fridge, covered, and about 3 months in the freezer. Potatoes and pasta or noodles turn soft and mealy when thawed: freeze the broth, beans and meat without them and add freshly cooked ones when reheating; cabbage and other vegetables hold up better. Cool it quickly and refrigerate within 2 hours.',
    },
  ),
  entry(
    's11-cold-soups-storage',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant dura el gaspatxo a la nevera | el salmorejo quants dies aguanta | la crema freda o la vichyssoise fins quan es pot menjar | l’ajoblanco a la nevera',
      es: 'cuánto dura el gazpacho en la nevera | el salmorejo cuántos días aguanta | la vichyssoise o la crema fría hasta cuándo se puede comer | el ajoblanco en la nevera',
      en: 'how long does gazpacho last in the fridge | how many days does salmorejo keep | cold soup like vichyssoise how long is it good',
    },
    {
      ca: 'Les sopes fredes (gaspatxo, salmorejo, ajoblanco, vichyssoise) aguanten 2-3 dies a la nevera en un recipient tancat, a 5 °C o menys; amb ou cru o nata, millor en 1-2 dies. Remena-les abans de servir (se separen) i posa-hi l’ou dur, el pernil o els trossets just abans de menjar. No es congelen bé: la textura es trenca.',
      es: 'Las sopas frías (gazpacho, salmorejo, ajoblanco, vichyssoise) aguantan 2-3 días en la nevera en un recipiente cerrado, a 5 °C o menos; con huevo crudo o nata, mejor en 1-2 días. Remuévelas antes de servir (se separan) y pon el huevo duro, el jamón o los tropezones justo antes de comer. No se congelan bien: la textura se rompe.',
      en: 'Cold soups (gazpacho, salmorejo, ajoblanco, vichyssoise) keep 2-3 days in the fridge in a closed container at 5 °C (40 °F) or below; with raw egg or cream, better within 1-2 days. Stir before serving (they separate) and add the boiled egg, ham or toppings just before eating. They do not freeze well: the texture breaks.',
    },
  ),
  entry(
    's11-syrup-mould',
    'safety',
    SYRUP,
    {
      ca: 'ha sortit floridura a sobre del xarop d’auró, el puc aprofitar | floridura a la mel o al xarop | el xarop obert va a la nevera',
      es: 'ha salido moho encima del sirope de arce, lo puedo aprovechar | moho en la miel o en el sirope | el sirope abierto va a la nevera',
      en: 'mould on top of maple syrup can I skim it off | mold in honey or syrup | does opened maple syrup need to be refrigerated',
    },
    {
      ca: 'El xarop d’auró pur pot fer floridura per sobre: treu-la amb una cullera, porta el xarop a bullir, escuma’l i posa’l en un pot net; és segur. Si fa pudor de fermentat o la floridura és per tot, llença’l. Un cop obert, guarda’l a la nevera (o al congelador: no es glaça del tot). La mel no fa floridura; si fermenta (bombolles, olor agra), llença-la.',
      es: 'El sirope de arce puro puede criar moho por encima: quítalo con una cuchara, lleva el sirope a ebullición, espúmalo y pásalo a un bote limpio; es seguro. Si huele a fermentado o el moho está por todo, tíralo. Una vez abierto, guárdalo en la nevera (o en el congelador: no se congela del todo). La miel no cría moho; si fermenta (burbujas, olor agrio), tírala.',
      en: 'Pure maple syrup can grow mould on top: skim it off, bring the syrup to a boil, skim again and pour it into a clean jar; it is safe. If it smells fermented or the mould is all through it, throw it out. Once opened, keep it in the fridge (or the freezer: it does not freeze solid). Honey does not go mouldy; if it ferments (bubbles, sour smell), bin it.',
    },
  ),
  entry(
    's11-outdoor-cold-storage',
    'storage',
    FSIS_COLD_CHAIN,
    {
      ca: 'puc guardar la carn al balcó a l’hivern en lloc del congelador | el fred de fora serveix de congelador | guardar el menjar a la neu o a fora quan glaça',
      es: 'puedo guardar la carne en el balcón en invierno en vez del congelador | el frío de fuera sirve de congelador | guardar la comida en la nieve o fuera cuando hiela',
      en: 'can I keep meat outside in winter instead of a freezer | is the porch as good as a freezer | storing food in the snow or outdoors when it is below freezing',
    },
    {
      ca: 'Mentre es mantingui per sota de −18 °C, la carn és tan segura a fora com al congelador, però el temps no ho garanteix: el sol i els dies de desglaç l’escalfen, i descongelar-la i tornar-la a congelar l’espatlla i la fa insegura. Embolica-la hermèticament (evita la cremada de congelador), a l’ombra, en una caixa tancada lluny dels animals, i vigila els dies suaus; per sota de 0 °C però per sobre de −18 °C, és com una nevera: pocs dies.',
      es: 'Mientras se mantenga por debajo de −18 °C, la carne está tan segura fuera como en el congelador, pero el tiempo no lo garantiza: el sol y los días de deshielo la calientan, y descongelarla y volver a congelarla la estropea y la hace insegura. Envuélvela herméticamente (evita la quemadura de congelador), a la sombra, en una caja cerrada lejos de los animales, y vigila los días suaves; por debajo de 0 °C pero por encima de −18 °C, es como una nevera: pocos días.',
      en: 'As long as it stays below −18 °C (0 °F), meat is as safe outside as in a freezer, but the weather does not promise that: sun and warm spells warm it, and thawing and refreezing spoils it and makes it unsafe. Wrap it airtight (against freezer burn), keep it shaded in a closed box away from animals, and watch for mild days; below 0 °C but above −18 °C it is only a fridge: a few days.',
    },
  ),
  entry(
    's11-frozen-food-journey',
    'storage',
    FSIS_COLD_CHAIN,
    {
      ca: 'com porto el peix congelat en un viatge llarg o en avió | transportar carn congelada moltes hores | nevera portàtil per a un vol amb peix',
      es: 'cómo llevo el pescado congelado en un viaje largo o en avión | transportar carne congelada muchas horas | nevera portátil para un vuelo con pescado',
      en: 'how do I pack frozen fish for a flight | carrying frozen meat on a long trip | how to ship fish in a cooler so it stays safe',
    },
    {
      ca: 'Congela’l ben dur abans (millor envasat al buit), posa’l en una nevera portàtil o caixa de porexpan plena, amb plaques de gel congelades (o gel sec, si la companyia ho permet) i els buits omplerts amb paper; tanca-la amb cinta. Ben congelat i ple, aguanta 24 hores o més. Si en arribar encara té cristalls de gel o està a 4 °C o menys, és segur i es pot tornar a congelar.',
      es: 'Congélalo bien duro antes (mejor envasado al vacío), ponlo en una nevera portátil o caja de poliespán llena, con placas de hielo congeladas (o hielo seco, si la compañía lo permite) y los huecos rellenos de papel; ciérrala con cinta. Bien congelado y lleno, aguanta 24 horas o más. Si al llegar aún tiene cristales de hielo o está a 4 °C o menos, es seguro y se puede volver a congelar.',
      en: 'Freeze it solid first (vacuum-packed if you can), pack it in a full cooler or polystyrene box with frozen gel packs (or dry ice, if the airline allows it), fill the gaps with paper and tape it shut. Frozen hard and packed full, it keeps 24 hours or more. If it still has ice crystals or is at 4 °C (40 °F) or below when you arrive, it is safe and can be refrozen.',
    },
  ),
  entry(
    's11-starch-thickening',
    'technique',
    STARCH,
    {
      ca: 'el midó de blat de moro ha de bullir per espessir | per què la crema amb maizena no espesseix | el menjar blanc o la crema de midó han quedat amb grumolls, ho puc salvar | com espesseixo amb midó sense que faci grumolls',
      es: 'la maicena tiene que hervir para espesar | por qué la crema con maicena no espesa | las natillas o la crema de maicena han quedado con grumos, las puedo salvar | cómo espeso con maicena sin grumos',
      en: 'does cornstarch need to boil to thicken | why is my cornflour custard not thickening | my starch pudding went lumpy can I save it | how to thicken with cornstarch without lumps',
    },
    {
      ca: 'El midó (de blat de moro, d’arròs, farina fina) espesseix del tot només a prop del bull, uns 90-95 °C: desfés-lo primer en una mica de líquid fred, aboca’l a la llet o el brou calent remenant sense parar i deixa’l bullir suaument 1-2 minuts, fins que perd el gust de cru; si bull massa estona o el bats molt, s’aclareix. Si han sortit grumolls, passa-ho per la batedora o un colador i torna-ho a escalfar un moment.',
      es: 'El almidón (maicena, harina de arroz, harina fina) espesa del todo solo cerca de la ebullición, unos 90-95 °C: disuélvelo primero en un poco de líquido frío, viértelo en la leche o el caldo caliente removiendo sin parar y déjalo hervir suave 1-2 minutos, hasta que pierde el sabor a crudo; si hierve mucho rato o lo bates mucho, se aclara. Si han salido grumos, pásalo por la batidora o un colador y vuelve a calentarlo un momento.',
      en: 'Starch (cornstarch/cornflour, rice flour, arrowroot) thickens fully only near the boil, about 90-95 °C (195-205 °F): slake it first in a little cold liquid, pour it into the hot milk or stock whisking constantly and let it bubble gently 1-2 minutes until it loses its raw taste; boiled too long or beaten hard it thins again. If it went lumpy, blend it or push it through a sieve and heat it again briefly.',
    },
  ),
  entry(
    's11-frying-oils-two-stage',
    'technique',
    OILS,
    {
      ca: 'punt de fum de l’oli de coco o d’oliva | quin oli aguanta més la calor | la pell de porc fregida en dues temperatures perquè s’infli | la cansalada fregida sense cremar-se',
      es: 'punto de humo del aceite de coco o de oliva | qué aceite aguanta más el calor | la corteza de cerdo frita en dos temperaturas para que suba | los torreznos sin quemarse',
      en: 'how hot should coconut oil be for frying | which oil has the highest smoke point for frying | frying twice for crackling that puffs | frying pork belly without burning',
    },
    {
      ca: 'La majoria de fregits van a 170-180 °C (un tros de pa o de massa bombolleja de seguida). Punt de fum: oli d’oliva verge extra uns 190-210 °C, oli d’oliva suau i de gira-sol alt oleic uns 230 °C, oli de coco refinat uns 230 °C (el verge, uns 175 °C: només per a fregits curts). Per a la cansalada o la pell de porc (torreznos, cotenes), dues temperatures: primer suau, 120-140 °C, fins que és cuita per dins; després, molt calent, 190-200 °C, un o dos minuts perquè la pell s’infli i quedi cruixent.',
      es: 'La mayoría de frituras van a 170-180 °C (un trozo de pan o de masa burbujea enseguida). Punto de humo: aceite de oliva virgen extra unos 190-210 °C, aceite de oliva suave y de girasol alto oleico unos 230 °C, aceite de coco refinado unos 230 °C (el virgen, unos 175 °C: solo para frituras cortas). Para la panceta o la corteza (torreznos, cortezas), dos temperaturas: primero suave, 120-140 °C, hasta que esté hecha por dentro; después, muy caliente, 190-200 °C, uno o dos minutos para que la corteza suba y quede crujiente.',
      en: 'Most frying is at 170-180 °C (340-355 °F: a cube of bread or a drop of batter sizzles at once). Smoke points: extra virgin olive oil about 190-210 °C, light olive and high-oleic sunflower oil about 230 °C, refined coconut oil about 230 °C (virgin coconut oil about 175 °C: short frying only). For pork belly or rind (crackling, chicharrones), two temperatures: first gently at 120-140 °C until cooked through, then very hot, 190-200 °C (375-390 °F), for a minute or two so the rind puffs and crisps.',
    },
  ),
  entry(
    's11-butter-softened',
    'technique',
    CULINARY,
    {
      ca: 'mantega en pomada o fosa per batre amb el sucre | a quina temperatura ha d’estar la mantega en pomada | com poso la mantega a punt de pomada',
      es: 'mantequilla en pomada o derretida para batir con el azúcar | a qué temperatura debe estar la mantequilla en pomada | cómo pongo la mantequilla a punto de pomada',
      en: 'softened or melted butter for creaming with sugar | what temperature should softened butter be | how to soften butter quickly',
    },
    {
      ca: 'Per batre amb el sucre (bescuits, sobaos, galetes) la mantega va en pomada, no fosa: tova però encara sòlida, uns 18-20 °C, que el dit s’hi enfonsa sense que brilli d’oli; així reté l’aire i la massa puja. Fosa (més de 32 °C) la massa queda densa i plana. Treu-la de la nevera 1 hora abans, o talla-la a daus 15-20 minuts; si s’ha fos, refreda-la fins que torni a ser pasta.',
      es: 'Para batir con el azúcar (bizcochos, sobaos, galletas) la mantequilla va en pomada, no derretida: blanda pero aún sólida, unos 18-20 °C, que el dedo se hunde sin que brille de aceite; así retiene aire y la masa sube. Derretida (más de 32 °C) la masa queda densa y plana. Sácala de la nevera 1 hora antes, o córtala en dados 15-20 minutos; si se ha derretido, enfríala hasta que vuelva a ser pasta.',
      en: 'For creaming with sugar (cakes, cookies) butter should be softened, not melted: soft but still solid, about 18-20 °C (65-68 °F), a finger dents it without it looking greasy; that way it holds air and the cake rises. Melted (above 32 °C) the batter turns dense and flat. Take it out of the fridge 1 hour ahead, or dice it for 15-20 minutes; if it melted, chill it until it is a paste again.',
    },
  ),
  entry(
    's11-long-braise-tough-cuts',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps cou la cua de bou perquè es desprengui de l’os | galtes de porc o vedella quant temps a l’olla | quantes hores per a un estofat de carn dura sense olla exprés',
      es: 'cuánto tiempo se cuece el rabo de toro para que se despegue del hueso | carrilleras cuánto tiempo en la olla | cuántas horas para un guiso de carne dura sin olla exprés',
      en: 'how long to simmer oxtail until it falls off the bone | how long to braise beef cheeks | how many hours for shin or short ribs without a pressure cooker',
    },
    {
      ca: 'Els talls durs i gelatinosos (cua de bou, galtes, morcillo o jarret, costella de vedella) demanen xup-xup suau i tapat: cua de bou 3-4 hores, galtes 2,5-3 hores, jarret 2,5-3 hores, fins que la carn es desprèn de l’os o una forquilla hi entra sense esforç; al forn, a 150-160 °C, el mateix temps. A l’olla exprés, 45-60 minuts. Millor l’endemà: es desgreixa fred.',
      es: 'Los cortes duros y gelatinosos (rabo de toro, carrilleras, morcillo, costilla de ternera) piden hervor suave y tapado: rabo 3-4 horas, carrilleras 2,5-3 horas, morcillo 2,5-3 horas, hasta que la carne se despega del hueso o un tenedor entra sin esfuerzo; al horno, a 150-160 °C, el mismo tiempo. En olla exprés, 45-60 minutos. Mejor al día siguiente: se desgrasa en frío.',
      en: 'Tough, gelatinous cuts (oxtail, cheeks, shin, short ribs) need a gentle covered simmer: oxtail 3-4 hours, cheeks 2½-3 hours, shin 2½-3 hours, until the meat falls off the bone or a fork slides in; in the oven at 150-160 °C (300-325 °F), the same time. In a pressure cooker, 45-60 minutes. Better the next day: skim the fat when cold.',
    },
  ),
  entry(
    's11-ham-by-weight',
    'doneness',
    HAM,
    {
      ca: 'quant temps al forn per a un pernil sencer amb os | pernil cuit al forn minuts per quilo',
      es: 'cuánto tiempo al horno para un jamón entero con hueso | jamón cocido al horno minutos por kilo',
      en: 'how long to bake a bone-in ham | ham minutes per pound at 325 | how long to heat a fully cooked ham',
    },
    {
      ca: 'Al forn a 160-165 °C, tapat: un pernil ja cuit amb os, uns 30-40 minuts per kg (15-20 per lliura) fins a 60 °C al centre; un de cru o fresc, uns 45-55 minuts per kg fins a 63 °C i 3 minuts de repòs. Un de 2 kg ja cuit, 1-1¼ hores. Glasseja’l els últims 20 minuts destapat.',
      es: 'Al horno a 160-165 °C, tapado: un jamón cocido con hueso, unos 30-40 minutos por kg (15-20 por libra) hasta 60 °C en el centro; uno crudo o fresco, unos 45-55 minutos por kg hasta 63 °C y 3 minutos de reposo. Uno de 2 kg ya cocido, 1-1¼ horas. Glaséalo los últimos 20 minutos destapado.',
      en: 'At 325 °F (160-165 °C), covered: a fully cooked bone-in ham takes about 15-20 minutes per pound to reach 140 °F (60 °C) in the centre, so a 4 lb ham about 1 to 1¼ hours; a fresh (raw) ham about 22-26 minutes per pound to 145 °F (63 °C) plus 3 minutes’ rest. Glaze it uncovered for the last 20 minutes.',
    },
  ),
  entry(
    's11-cuttlefish-squid-tender',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou la sípia perquè no quedi dura | la sípia a la planxa o guisada quants minuts | calamars o sípia tendres quant de temps',
      es: 'cuánto tarda la sepia o el choco en hacerse para que no quede dura | choco a la plancha o guisado cuántos minutos | sepia tierna cuánto tiempo',
      en: 'how long to cook cuttlefish so it is not rubbery | cuttlefish or squid quick or slow | how many minutes for tender squid',
    },
    {
      ca: 'La sípia (choco) i el calamar, o molt ràpid o molt llarg: a la planxa o fregits ben calent 1-2 minuts, fins que es tornen blancs; guisats, tapats i a foc suau 40-60 minuts (la sípia grossa, fins a 1 hora), fins que una forquilla hi entra fàcil. Entre les dues coses (5-20 minuts) queden com una goma.',
      es: 'La sepia (choco) y el calamar, o muy rápido o muy largo: a la plancha o fritos bien calientes 1-2 minutos, hasta que se vuelven blancos; guisados, tapados y a fuego suave 40-60 minutos (la sepia grande, hasta 1 hora), hasta que un tenedor entra fácil. Entre las dos cosas (5-20 minutos) quedan como una goma.',
      en: 'Cuttlefish and squid are cooked either very fast or very long: on a hot plancha or fried, 1-2 minutes until they turn white; stewed, covered on low heat, 40-60 minutes (large cuttlefish up to 1 hour) until a fork goes in easily. Anything in between (5-20 minutes) turns them rubbery.',
    },
  ),
  entry(
    's11-plantain-cook',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull el plàtan mascle verd | com es cuina el plàtan per cuinar',
      es: 'cuánto tiempo se cocina el plátano macho verde | cuánto se hierve el plátano verde | plátano maduro frito cuántos minutos',
      en: 'how long to boil green plantains | how to cook plantain | how long to fry ripe plantain',
    },
    {
      ca: 'Plàtan mascle verd, bullit (pelat o amb pell, en trossos) uns 20-30 minuts, fins que un ganivet hi entra fàcil; madur (pell groga i negra), 10-15 minuts. Fregit: el verd en rodanxes, 3-4 minuts, aixafat i fregit un altre cop (tostones); el madur, 2-3 minuts per costat a foc mitjà fins que es caramel·litza.',
      es: 'Plátano macho verde, hervido (pelado o con cáscara, en trozos) unos 20-30 minutos, hasta que un cuchillo entra fácil; maduro (cáscara amarilla y negra), 10-15 minutos. Frito: el verde en rodajas, 3-4 minutos, aplastado y frito otra vez (tostones o patacones); el maduro, 2-3 minutos por lado a fuego medio hasta que se carameliza.',
      en: 'Green plantain, boiled (peeled or in its skin, in chunks), about 20-30 minutes until a knife goes in easily; ripe (yellow-black skin), 10-15 minutes. Fried: green slices 3-4 minutes, smashed and fried again (tostones); ripe ones 2-3 minutes a side on medium heat until caramelised.',
    },
  ),
  entry(
    's11-sushi-rice-pot',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou l’arròs de sushi en una olla | arròs per a sushi sense arrossera',
      es: 'cuánto tiempo se cuece el arroz de sushi en una olla | arroz para sushi sin arrocera',
      en: 'sushi rice in a saucepan | sushi rice without a rice cooker',
    },
    {
      ca: 'Renta’l fins que l’aigua surti clara i deixa’l escórrer o en remull 30 minuts. En una olla tapada, amb una mica més d’aigua que arròs (1,1-1,2 per 1 en volum), porta-ho a bullir, abaixa el foc al mínim i cou-lo 12-15 minuts sense destapar; apaga’l i deixa’l reposar tapat 10-15 minuts. Després, el vinagre endolcit, barrejant-lo amb cops de paleta.',
      es: 'Lávalo hasta que el agua salga clara y déjalo escurrir o en remojo 30 minutos. En una olla tapada, con algo más de agua que arroz (1,1-1,2 por 1 en volumen), llévalo a ebullición, baja el fuego al mínimo y cuécelo 12-15 minutos sin destapar; apágalo y déjalo reposar tapado 10-15 minutos. Después, el vinagre endulzado, mezclando con cortes de pala.',
      en: 'Rinse it until the water runs clear and let it drain or soak 30 minutes. In a covered pot with a little more water than rice (1.1-1.2 to 1 by volume), bring it to the boil, turn the heat to the lowest and cook 12-15 minutes without lifting the lid; then off the heat, covered, 10-15 minutes. Fold in the sweetened vinegar with cutting strokes.',
    },
  ),
  entry(
    's11-pork-free-swaps',
    'substitution',
    CULINARY,
    {
      ca: 'amb què substitueixo la cansalada si no menja porc | què poso en lloc del pernil en una sopa vegetariana | no trobo llardons, què hi poso | sense porc, què faig servir en lloc de la cansalada',
      es: 'con qué sustituyo la panceta si no come cerdo | qué pongo en vez del jamón en una sopa vegetariana | no encuentro chicharrones, qué pongo | sin cerdo, qué pongo en lugar del tocino',
      en: 'what can I use instead of bacon if I do not eat pork | substitute for ham in a vegetarian soup | cannot find pork crackling what can I use | pork free replacement for pancetta',
    },
    {
      ca: 'Sense porc: cansalada o bacon de gall dindi o de pollastre, una mica de cecina o de carn de vedella curada; vegetarià, oli d’oliva amb pebre vermell fumat (el gust fumat), bolets saltats (el gust profund) i brou de verdures en lloc del de carn. En lloc de llardons (coca), cansalada fregida ben cruixent o, sense porc, més pinyons i sucre. Si el plat té prou gust propi (pèsols amb menta, sopa d’all amb ou), també es pot deixar de posar.',
      es: 'Sin cerdo: panceta o bacon de pavo o de pollo, un poco de cecina; vegetariano, aceite de oliva con pimentón ahumado (el sabor ahumado), setas salteadas (el sabor profundo) y caldo de verduras en vez del de carne. En lugar de chicharrones (tortas, cocas), panceta frita bien crujiente o, sin cerdo, más piñones y azúcar. Si el plato tiene bastante sabor propio (guisantes con menta, sopa de ajo con huevo), también se puede dejar fuera.',
      en: 'Without pork: turkey or chicken bacon, a little cured beef (bresaola, cecina); vegetarian, olive oil with smoked paprika (the smoky note), sautéed mushrooms (depth) and vegetable stock instead of meat stock. In place of pork crackling in a sweet bread, crisp fried bacon bits or, pork-free, more pine nuts and sugar. If the dish has enough flavour of its own (peas with mint, garlic soup with egg), it can simply be left out.',
    },
  ),
  entry(
    's11-sausage-swaps-abroad',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'no hi ha botifarra, què faig servir | què poso en lloc de botifarra negra | substitut de la botifarra fora de Catalunya | no trobo xoriço, què hi poso',
      es: 'no hay butifarra, qué pongo en su lugar | qué pongo en lugar de morcilla | sustituto de la butifarra fuera de España | no encuentro chorizo, qué pongo',
      en: 'substitute for botifarra sausage | what can I use instead of blood sausage | no chorizo what can I use',
    },
    {
      ca: 'Botifarra crua: qualsevol salsitxa fresca de porc sense espècies fortes, o carn picada de porc amb sal, pebre i un pèl de nou moscada, formada i feta a la planxa. Botifarra negra: morcilla o black pudding (a l’olla o l’escudella també es pot ometre o posar-hi més carn). Xoriço: una salsitxa de porc amb pebre vermell fumat i all. Afegeix-les al mateix moment que la recepta.',
      es: 'Butifarra cruda: cualquier salchicha fresca de cerdo sin especias fuertes, o carne picada de cerdo con sal y una pizca de nuez moscada, formada y hecha a la plancha. Butifarra negra o morcilla: cualquier morcilla o black pudding (en el cocido también se puede omitir o poner más carne). Chorizo: una salchicha de cerdo con pimentón ahumado y ajo. Añádelas en el mismo momento que la receta.',
      en: 'Raw botifarra: any plain fresh pork sausage without strong spices, or minced pork with salt, pepper and a pinch of nutmeg, shaped and griddled. Blood sausage (botifarra negra, morcilla): black pudding or any blood sausage (in a stew it can also be left out, or replaced with more meat). Chorizo: a pork sausage with smoked paprika and garlic. Add them at the same point as the recipe says.',
    },
  ),
  entry(
    's11-nut-free-picada',
    'substitution',
    CATALAN_CUISINE,
    {
      ca: 'picada sense fruits secs per a un al·lèrgic | què poso en lloc d’ametlles i avellanes a la picada | picada sense ametlles | la picada del fricandó o del guisat sense fruits secs',
      es: 'picada sin frutos secos para un alérgico | qué pongo en lugar de almendras y avellanas en la picada | espesar un guiso sin almendras',
      en: 'nut free picada | what can I use instead of almonds and hazelnuts in a picada | thicken a stew without nuts',
    },
    {
      ca: 'Sense fruits secs: pa fregit o torrat (o una galeta maria), all, julivert i, si cal, una mica de fetge de pollastre o de xocolata segons el guisat; llavors de gira-sol o de carbassa torrades només si el tolera (pregunta-ho: alguns al·lèrgics també hi reaccionen). Afegeix-la com sempre, els últims 5-10 minuts. Vigila els brous i les xocolates amb traces.',
      es: 'Sin frutos secos: pan frito o tostado (o una galleta maría), ajo, perejil y, si hace falta, un poco de hígado de pollo o de chocolate según el guiso; semillas de girasol o de calabaza tostadas solo si las tolera (pregúntalo: algunos alérgicos también reaccionan). Añádela como siempre, los últimos 5-10 minutos. Vigila los caldos y chocolates con trazas.',
      en: 'Without nuts: fried or toasted bread (or a plain biscuit), garlic, parsley and, if the stew wants it, a little chicken liver or chocolate; toasted sunflower or pumpkin seeds only if tolerated (ask: some people with nut allergies react to them too). Add it as usual in the last 5-10 minutes. Watch stock cubes and chocolate with traces.',
    },
  ),
  entry(
    's11-canned-fish-swap',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc tonyina de llauna, què hi poso a l’amanida | substitut de la tonyina en conserva | amb què canvio la tonyina',
      es: 'se me acabó el atún de lata, qué pongo en la ensalada | sustituto del atún en conserva | con qué cambio el atún',
      en: 'no canned tuna what can I use | substitute for tinned tuna in a salad | swap for tuna',
    },
    {
      ca: 'Qualsevol peix en conserva: bonítol, verat, sardines o melva, escorreguts; o bacallà dessalat esqueixat, o un ou dur més. En una amanida de tomàquet, pebrot i ou (pipirrana, trempó, amanida russa), la tonyina també es pot deixar de posar: la base és l’hortalissa i un bon oli.',
      es: 'Cualquier pescado en conserva: bonito, caballa, sardinas o melva, escurridos; o bacalao desalado desmigado, o un huevo duro más. En una ensalada de tomate, pimiento y huevo (pipirrana, ensalada campera, ensaladilla), el atún también se puede omitir: la base es la hortaliza y un buen aceite.',
      en: 'Any tinned fish: bonito, mackerel, sardines, drained; or flaked salt cod, or another boiled egg. In a tomato, pepper and egg salad the tuna can also be left out: the vegetables and good oil are the base.',
    },
  ),
  entry(
    's11-flavoured-fats-swap',
    'substitution',
    CULINARY,
    {
      ca: 'substitut de l’oli de mostassa | puc fer servir mantega normal en lloc de mantega especiada | no tinc llard, què hi poso',
      es: 'sustituto del aceite de mostaza | puedo usar mantequilla normal en vez de mantequilla especiada | no tengo manteca de cerdo, qué pongo',
      en: 'mustard oil substitute | can I use plain butter instead of niter kibbeh or spiced butter | no lard what can I use',
    },
    {
      ca: 'Oli de mostassa: un oli neutre (colza, gira-sol) amb una mica de mostassa en pols o de mostassa forta; escalfa’l bé. Mantega especiada (niter kibbeh) o ghee: ghee o mantega fosa a foc suau 15-20 minuts amb fenigrec, cardamom, comí, all i gingebre, i colada; mantega normal també serveix, amb menys aroma. Llard: mantega o oli d’oliva suau (en massa, un 20 % menys d’oli). Versió vegana: oli.',
      es: 'Aceite de mostaza: un aceite neutro (colza, girasol) con un poco de mostaza en polvo o mostaza fuerte; caliéntalo bien. Mantequilla especiada (niter kibbeh) o ghee: ghee o mantequilla fundida a fuego suave 15-20 minutos con fenogreco, cardamomo, comino, ajo y jengibre, y colada; la mantequilla normal también sirve, con menos aroma. Manteca de cerdo: mantequilla o aceite de oliva suave (en masas, un 20 % menos de aceite). Versión vegana: aceite.',
      en: 'Mustard oil: a neutral oil (rapeseed, sunflower) with a little mustard powder or English mustard; heat it well. Spiced butter (niter kibbeh) or ghee: ghee or butter simmered gently 15-20 minutes with fenugreek, cardamom, cumin, garlic and ginger, then strained; plain butter works too, less fragrant. Lard: butter or a mild olive oil (in doughs about 20 % less oil). Vegan: oil.',
    },
  ),
  entry(
    's11-roux-bechamel-lumps',
    'technique',
    CULINARY,
    {
      ca: 'per què la beixamel m’ha sortit amb grumolls | com faig el roux perquè la beixamel no faci grumolls | la beixamel té grumolls, com la salvo',
      es: 'por qué la bechamel me ha salido con grumos | cómo hago el roux para que la bechamel no tenga grumos | la bechamel tiene grumos, cómo la salvo',
      en: 'why does my bechamel have lumps | how to make a roux so the white sauce has no lumps | lumpy white sauce how to fix it',
    },
    {
      ca: 'Grumolls a la beixamel: la llet ha entrat massa de cop o el roux no s’ha batut. Roux: pesos iguals de mantega i farina (50 g i 50 g per a 500 ml de llet), cuits 1-2 minuts remenant; aboca-hi la llet tèbia a poc a poc, batent amb les varetes sense parar, i deixa-la coure 8-10 minuts a foc suau. Si ja en té, bat-la fort o passa-la per la batedora o un colador i torna-la a escalfar; nou moscada al final.',
      es: 'Grumos en la bechamel: la leche entró de golpe o el roux no se batió. Roux: pesos iguales de mantequilla y harina (50 g y 50 g para 500 ml de leche), cocidos 1-2 minutos removiendo; echa la leche templada poco a poco, batiendo con las varillas sin parar, y déjala cocer 8-10 minutos a fuego suave. Si ya tiene, bátela fuerte o pásala por la batidora o un colador y vuelve a calentarla; nuez moscada al final.',
      en: 'Lumps in béchamel: the milk went in too fast or the roux was not whisked. Roux: equal weights of butter and flour (50 g each for 500 ml milk), cooked 1-2 minutes stirring; add the warm milk gradually, whisking constantly, and simmer 8-10 minutes. If it already has lumps, whisk hard or blend or sieve it and heat it again; nutmeg at the end.',
    },
  ),
  entry(
    's11-noodle-dishes-soft',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'per què els fideus rossos em queden pastosos | els fideus a la cassola s’enganxen i queden tous | el rossejat m’ha quedat tou, què ha fallat',
      es: 'por qué la fideuá me queda pastosa | los fideos a la cazuela se pegan y quedan blandos | el arroz fideuá no queda seca',
      en: 'why is my fideuà mushy | noodles in the casserole turn sticky and soft | my fideua is not dry',
    },
    {
      ca: 'Els fideus (fideuà, rossejat, fideus a la cassola) queden pastosos si no es rosseguen prou, si hi ha massa brou o es remenen massa. Sofregeix-los en oli fins que siguin daurats (o torra’ls al forn), tira-hi el brou calent mesurat (uns 2 volums per 1 de fideus; a la cassola amb suc, més), remena poc i cou-los fins just fets; el rossejat i la fideuà s’acaben al forn calent, a 220 °C o al gratinador, destapats fins que queden secs i de punta. Un repòs curt i a taula.',
      es: 'Los fideos (fideuá, fideos a la cazuela, rossejat) quedan pastosos si no se tuestan bastante, si hay demasiado caldo o se remueven mucho. Sofríelos en aceite hasta que estén dorados (o tuéstalos al horno), echa el caldo caliente medido (unos 2 volúmenes por 1 de fideos; en cazuela caldosa, más), remueve poco y cuécelos hasta justo hechos; el rossejat y la fideuá se acaban en el horno caliente, a 220 °C o al gratinador, destapados hasta que quedan secos y de punta. Un reposo corto y a la mesa.',
      en: 'Noodle dishes (fideuà, rossejat, noodle casseroles) go mushy when the noodles are not toasted enough, there is too much stock or they are stirred too much. Fry them in oil until golden (or toast them in the oven), add measured hot stock (about 2 volumes to 1 of noodles; more for a soupy casserole), stir little and cook until just done; fideuà and rossejat finish in a hot oven at 220 °C (425 °F) or under the grill, uncovered, until dry with the tips curling. A short rest and serve.',
    },
  ),
  entry(
    's11-cold-soup-too-thin',
    'technique',
    CULINARY,
    {
      ca: 'el salmorejo em queda aigualit, com l’espesseixo | el gaspatxo ha quedat massa clar | per què el salmorejo no queda espès',
      es: 'el salmorejo me sale aguado, cómo lo espeso | el gazpacho ha quedado muy líquido | por qué el salmorejo no queda espeso',
      en: 'my salmorejo is too watery how do I thicken it | gazpacho too thin | why is my cold soup runny',
    },
    {
      ca: 'Una sopa freda aigualida necessita més pa i una bona emulsió: afegeix-hi pa del dia abans (una llesca més cada cop), deixa’l estovar uns minuts i torna a triturar; l’oli, a raig fi amb la batedora a tota velocitat, perquè emulsioni. La fruita, ben madura i carnosa (de pera), i escorreguda si és aiguosa. El salmorejo ha de quedar com una crema espessa; el gaspatxo, més clar.',
      es: 'Una sopa fría aguada necesita más pan y una buena emulsión: añade pan del día anterior (una rebanada más cada vez), déjalo ablandar unos minutos y vuelve a triturar; el aceite, en hilo fino con la batidora a toda velocidad, para que emulsione. Usa tomates maduros y carnosos (pera) y escúrrelos si son acuosos. El salmorejo debe quedar como una crema espesa; el gazpacho, más claro.',
      en: 'A watery cold soup needs more bread and a good emulsion: add day-old bread (one more slice at a time), let it soften a few minutes and blend again; pour the oil in a thin stream with the blender at full speed so it emulsifies. Use ripe, fleshy (plum) tomatoes and drain watery ones. Salmorejo should be a thick cream; gazpacho thinner.',
    },
  ),
  entry(
    's11-soggy-pastry-bottom',
    'technique',
    CULINARY,
    {
      ca: 'la base de la quiche em queda crua i tova | per què el fons del pastís queda humit | la massa de sota no es cou',
      es: 'la base de la quiche me queda cruda y blanda | por qué el fondo de la tarta queda húmedo | la masa de abajo no se hace',
      en: 'why is the bottom of my pie soggy | soggy bottom on quiche | pie crust raw underneath',
    },
    {
      ca: 'El fons queda cru quan el farcit líquid xopa la massa abans que es cogui: precou-la en blanc (amb pes, 15 minuts a 190-200 °C i 5 més sense), o almenys posa el motlle a la part baixa del forn sobre una safata ja calenta, amb calor de baix; comença fort (200-220 °C) 10-15 minuts i després abaixa. Pinta la base amb ou batut abans del farcit, i no el deixis reposar sobre la massa crua.',
      es: 'El fondo queda crudo cuando el relleno líquido empapa la masa antes de que se haga: precuécela en blanco (con peso, 15 minutos a 190-200 °C y 5 más sin él), o al menos pon el molde en la parte baja del horno sobre una bandeja ya caliente, con calor de abajo; empieza fuerte (200-220 °C) 10-15 minutos y luego baja. Pinta la base con huevo batido antes del relleno, y no lo dejes reposar sobre la masa cruda.',
      en: 'The bottom stays raw when a wet filling soaks the pastry before it bakes: blind-bake it (weighted, 15 minutes at 190-200 °C / 375-400 °F, then 5 more uncovered), or at least bake on the lowest rack on a preheated baking sheet; start hot (400-425 °F) for 10-15 minutes, then lower. Brush the base with beaten egg before filling, and do not let the filling sit in the raw crust.',
    },
  ),
  entry(
    's11-bitter-spices',
    'technique',
    CULINARY,
    {
      ca: 'per què el curri em surt amarg | el pebre vermell s’ha cremat i amarga | com poso el pebre vermell sense que amargui | la salsa ha quedat amarga',
      es: 'por qué el curry me sale amargo | cómo echo el pimentón al sofrito sin que amargue | el guiso amarga por las especias | la salsa ha quedado amarga',
      en: 'why does my curry taste bitter | paprika burnt and bitter | how to add paprika without it burning | my sauce tastes bitter how to fix it',
    },
    {
      ca: 'L’amargor sol ser d’espècies o all cremats (el pebre vermell es crema en segons), massa fenigrec o cúrcuma, o vinagre cru. Fregeix la pasta d’espècies a foc mitjà-baix remenant, i el pebre vermell, fora del foc o a foc mínim uns segons i tot seguit el líquid. Per arreglar-ho: cou-ho més estona perquè s’arrodoneixi, i equilibra amb una mica de sucre o panela, tomàquet, llet de coco o iogurt; si fa gust de cremat, no té remei: torna a començar el sofregit.',
      es: 'El amargor suele venir de especias o ajo quemados (el pimentón se quema en segundos), exceso de fenogreco o cúrcuma, o vinagre crudo. Sofríe la pasta de especias a fuego medio-bajo removiendo, y el pimentón, fuera del fuego o a fuego mínimo unos segundos y enseguida el líquido. Para arreglarlo: cuécelo más rato para que se redondee, y equilibra con un poco de azúcar o panela, tomate, leche de coco o yogur; si sabe a quemado, no tiene arreglo: vuelve a empezar el sofrito.',
      en: 'Bitterness usually comes from burnt spices or garlic (paprika burns in seconds), too much fenugreek or turmeric, or raw vinegar. Fry the spice paste on medium-low heat, stirring, and add paprika off the heat or on the lowest heat for a few seconds, then the liquid straight away. To fix it: simmer longer so it mellows and balance with a little sugar or jaggery, tomato, coconut milk or yogurt; if it tastes burnt, start the base again.',
    },
  ),
  entry(
    's11-stuffed-leaves-unrolling',
    'technique',
    CULINARY,
    {
      ca: 'els farcells de fulles de parra es desfan a l’olla | com faig que els farcells de col no s’obrin en coure | les fulles de parra farcides es desenrotllen',
      es: 'los rollitos de hoja de parra se deshacen en la olla | cómo hago que los rollos de col no se abran al cocer | las hojas de parra rellenas se desenrollan',
      en: 'why do my stuffed vine leaves unroll | cabbage rolls come apart when cooking | how to keep dolmades from opening',
    },
    {
      ca: 'Enrotlla-les ben estretes, plegant els costats cap a dins abans d’enrotllar, amb poc farciment (l’arròs s’infla). Col·loca-les a l’olla amb la juntura cap avall, ben atapeïdes en capes sobre unes fulles a la base, posa-hi un plat a sobre com a pes i cou-les a foc suau, sense bullir fort, amb el líquid just per cobrir-les.',
      es: 'Enróllalas bien apretadas, doblando los lados hacia dentro antes de enrollar, con poco relleno (el arroz se hincha). Colócalas en la olla con la junta hacia abajo, bien juntas en capas sobre unas hojas en la base, pon un plato encima como peso y cuécelas a fuego suave, sin hervor fuerte, con el líquido justo para cubrirlas.',
      en: 'Roll them tight, folding the sides in before rolling, with little filling (the rice swells). Pack them seam side down, snugly in layers on a bed of leaves, weigh them down with a plate and simmer gently rather than boil, with just enough liquid to cover.',
    },
  ),
  entry(
    's11-quick-bread-dense',
    'technique',
    CULINARY,
    {
      ca: 'per què el pa de soda no puja | pa ràpid amb bicarbonat que no puja | els scones queden plans i durs',
      es: 'por qué el pan de soda no sube | pan rápido con bicarbonato que no sube | los scones quedan planos y duros',
      en: 'why is my soda bread dense | damper or bannock heavy and dense | scones heavy and flat what went wrong | bread without yeast with baking powder',
    },
    {
      ca: 'Els pans ràpids (de soda, amb llevat químic, scones, damper) no es pasten: massa pastada o massa seca, o el llevat químic o el bicarbonat vell, els fan densos. Barreja-ho poc, fins a una massa tova i una mica enganxosa (en 1-2 minuts), forma’l sense treballar-lo i enforna’l de seguida a forn calent, 200-220 °C, uns 25-35 minuts, fins que sona buit per sota. Sense llevat: 500 g de farina, 4 culleradetes de llevat químic, sal i uns 300 ml d’aigua o llet.',
      es: 'Los panes rápidos (de soda, con levadura química, scones, damper) no se amasan: masa trabajada de más o demasiado seca, o la levadura química o el bicarbonato viejos, los hacen densos. Mézclalo poco, hasta una masa blanda y algo pegajosa (en 1-2 minutos), fórmalo sin trabajarlo y hornéalo enseguida en horno caliente, 200-220 °C, unos 25-35 minutos, hasta que suena hueco por debajo. Sin levadura: 500 g de harina, 4 cucharaditas de levadura química, sal y unos 300 ml de agua o leche.',
      en: 'Quick breads (soda bread, damper, bannock, scones) are not kneaded: overworked or too dry dough, or stale baking powder or soda, makes them dense. Mix briefly to a soft, slightly sticky dough (1-2 minutes), shape it without working it and bake at once in a hot oven, 200-220 °C (400-425 °F), about 25-35 minutes, until it sounds hollow underneath. Without yeast: 500 g flour, 4 tsp baking powder, salt and about 300 ml water or milk; or pan-fry flat rounds.',
    },
  ),
  entry(
    's11-portions-for-a-crowd',
    'conversion',
    PORTIONS,
    {
      ca: 'quanta carn compro per persona per a una festa | quants calçots per persona | per a 60 persones quants quilos en calculo',
      es: 'cuánta carne compro por persona para una fiesta | cuántos gramos de panceta por persona | para 60 personas cuántos kilos calculo',
      en: 'how much meat per person for a party | catering for 60 how many kilos',
    },
    {
      ca: 'Per persona, en crudo: carn sense os 150-200 g (amb os 250-350 g); peix en filets 150-200 g; arròs 80-100 g; pasta 80-100 g (com a primer, 60-80 g); llegums secs 60-80 g; patates 200-250 g. Com a tapa, fregits de porc (cansalada, torreznos) 80-100 g crus, que perden molt greix. Calçots, 20-30 per persona (menys si segueix la graellada). Per a molta gent, compta un 5-10 % de marge.',
      es: 'Por persona, en crudo: carne sin hueso 150-200 g (con hueso 250-350 g); pescado en filetes 150-200 g; arroz 80-100 g; pasta 80-100 g (de primero, 60-80 g); legumbres secas 60-80 g; patatas 200-250 g. De tapa, fritos de cerdo (panceta, torreznos) 80-100 g crudos, que pierden mucha grasa. Calçots, 20-30 por persona (menos si sigue la parrillada). Para mucha gente, cuenta un 5-10 % de margen.',
      en: 'Per person, raw: boneless meat 150-200 g (bone-in 250-350 g); fish fillets 150-200 g; rice 80-100 g; pasta 80-100 g (as a starter 60-80 g); dried pulses 60-80 g; potatoes 200-250 g. As a tapa, fried pork belly 80-100 g raw (it loses much fat). Calçots, 20-30 each (fewer if a grill follows). For a crowd, add a 5-10 % margin.',
    },
  ),
  entry(
    's11-allioli-pairing',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'amb què es menja l’allioli | què acompanya l’allioli | l’allioli va bé amb',
      es: 'con qué se come el alioli | qué acompaña el alioli | con qué va bien el allioli',
      en: 'what do you eat allioli with | what goes with aioli | what to serve with allioli',
    },
    {
      ca: 'L’allioli acompanya les carns a la brasa (el conill, sobretot), l’arròs a banda, la fideuà i el rossejat, el bacallà i el peix a la planxa, les patates (bullides, al caliu o braves), les verdures a la brasa i els cargols; a l’estiu, amb pa torrat.',
      es: 'El alioli acompaña las carnes a la brasa (el conejo, sobre todo), el arroz a banda, la fideuá y el rossejat, el bacalao y el pescado a la plancha, las patatas (cocidas, asadas o bravas), las verduras a la brasa y los caracoles; en verano, con pan tostado.',
      en: 'Allioli goes with grilled meats (rabbit above all), arròs a banda, fideuà and rossejat, salt cod and grilled fish, potatoes (boiled, baked or bravas), grilled vegetables and snails; in summer, on toasted bread.',
    },
  ),
  entry(
    's11-fried-pork-wine',
    'pairing',
    CULINARY,
    {
      ca: 'quin vi va bé amb la cansalada fregida | què es beu amb els fregits de porc | vi per a les costelles o el porc greixós',
      es: 'qué vino va con los torreznos | qué vino con la panceta frita | qué se bebe con cochinillo o cerdo frito',
      en: 'what wine goes with pork belly | what to drink with fried pork or crackling | wine with roast suckling pig',
    },
    {
      ca: 'Amb fregits de porc greixosos (cansalada, torreznos, costelles, garrí) cal acidesa o bombolla que talli el greix: un negre jove i fresc (ull de llebre o tempranillo jove, Ribera o Rioja joves), un blanc sec i àcid o un cava brut; la cervesa freda també hi va molt bé.',
      es: 'Con fritos de cerdo grasos (torreznos, panceta, costillas, cochinillo) hace falta acidez o burbuja que corte la grasa: un tinto joven y fresco (tempranillo joven, Ribera o Rioja jóvenes), un blanco seco y ácido o un cava brut; la cerveza fría también va muy bien.',
      en: 'Fatty fried or roast pork (pork belly, crackling, ribs, suckling pig) wants acidity or bubbles to cut the fat: a young, fresh red (young Tempranillo, Ribera or Rioja joven, Beaujolais), a crisp dry white or a brut cava; cold beer works very well too.',
    },
  ),
  entry(
    's11-olive-oil-varieties',
    'pairing',
    CULINARY,
    {
      ca: 'quin oli d’oliva va millor, arbequina o picual | quina varietat d’oli per al gaspatxo o l’amanida | diferència entre oli arbequina i picual',
      es: 'qué aceite va mejor, picual u hojiblanca o arbequina | qué variedad de aceite para el salmorejo o la ensalada | diferencia entre aceite picual y arbequina',
      en: 'which olive oil variety is best, arbequina or picual | what olive oil for gazpacho or salad',
    },
    {
      ca: 'Qualsevol oli d’oliva verge extra bo serveix; la varietat canvia el caràcter: l’arbequina és suau, afruitada i dolça (amanides, peix, maioneses, pastisseria); la picual és intensa, amarga i picant, i aguanta la calor (fregits, guisats, gaspatxo i salmorejo amb caràcter); l’hojiblanca i la cornicabra queden entremig, afruitades amb un punt amarg. Per a un salmorejo, picual si el vols potent, hojiblanca o arbequina si el vols suau.',
      es: 'Cualquier buen aceite de oliva virgen extra sirve; la variedad cambia el carácter: la arbequina es suave, afrutada y dulce (ensaladas, pescado, mayonesas, repostería); la picual es intensa, amarga y picante, y aguanta el calor (frituras, guisos, gazpacho y salmorejo con carácter); la hojiblanca y la cornicabra quedan en medio, afrutadas con un punto amargo. Para un salmorejo, picual si lo quieres potente, hojiblanca o arbequina si lo quieres suave.',
      en: 'Any good extra virgin olive oil will do; the variety changes the character: Arbequina is mild, fruity and sweet (salads, fish, mayonnaise, baking); Picual is intense, bitter and peppery and stands heat (frying, stews, a bold gazpacho or salmorejo); Hojiblanca and Cornicabra sit between, fruity with a bitter edge.',
    },
  ),
  entry(
    's11-light-starter',
    'pairing',
    CULINARY,
    {
      ca: 'què faig de primer abans d’un guisat contundent | un primer plat lleuger abans d’un plat pesat',
      es: 'qué pongo de primero antes de un guiso contundente | un primer plato ligero antes de un plato pesado',
      en: 'what starter before a heavy stew | a light first course before a rich main',
    },
    {
      ca: 'Abans d’un guisat contundent (fricandó, estofat, cassola), un primer lleuger i fresc: una amanida verda o de tomàquet, escalivada, una crema de verdures suau (carbassó, porro) o uns espàrrecs; res de fregits, formatges ni llegums.',
      es: 'Antes de un guiso contundente (estofado, rabo, cocido), un primero ligero y fresco: una ensalada verde o de tomate, escalivada, una crema de verduras suave (calabacín, puerro) o unos espárragos; nada de fritos, quesos ni legumbres.',
      en: 'Before a rich stew, a light, fresh first course: a green or tomato salad, roasted peppers and aubergine, a light vegetable soup (courgette, leek) or asparagus; no fried food, cheese or pulses.',
    },
  ),
  entry(
    's11-arros-amb-costra',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’arròs amb costra | a quants graus gratino la costra d’ou | la costra d’ou ha quedat crua per sota i cremada per dalt',
      es: 'cómo se hace el arroz con costra | a cuántos grados gratino la costra de huevo | la costra de huevo no cuaja por debajo y se quema por arriba',
      en: 'how to make arroz con costra | egg crust oven temperature',
    },
    {
      ca: 'Arròs amb costra (d’Elx): arròs amb pollastre, conill, botifarres i cigrons fet a la cassola de fang; quan gairebé és cuit i encara bull, s’hi aboquen 6-8 ous batuts per sobre i va al forn calent, 200-220 °C amb calor de dalt i de baix, a l’altura del mig, uns 10 minuts fins que l’ou quallat s’infla i es daura. Si queda cru per sota i cremat per dalt, el gratinador era massa fort o l’arròs no bullia en posar l’ou: calor de dalt i baix i la cassola ben calenta.',
      es: 'Arroz con costra (de Elche): arroz con pollo, conejo, embutidos y garbanzos en cazuela de barro; cuando está casi hecho y aún hierve, se vierten 6-8 huevos batidos por encima y va al horno caliente, 200-220 °C con calor arriba y abajo, a media altura, unos 10 minutos hasta que el huevo cuajado se hincha y se dora. Si no cuaja por debajo y se quema por arriba, el gratinador era demasiado fuerte o el arroz no hervía al echar el huevo: calor arriba y abajo y la cazuela bien caliente.',
      en: 'Arroz con costra (from Elche): rice with chicken, rabbit, sausages and chickpeas in a clay dish; when nearly done and still bubbling, 6-8 beaten eggs are poured over and it goes into a hot oven, 200-220 °C (400-425 °F) top and bottom heat, middle shelf, about 10 minutes until the egg sets, puffs and browns. Raw below and burnt on top means the grill was too strong or the rice was not bubbling when the egg went on.',
    },
  ),
];
