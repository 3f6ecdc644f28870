"""Write art/renders/renders.json: size, alt text, caption and project of every rendered image.
Run after rendering: python3 art/manifest.py (needs ImageMagick's identify)."""
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "renders")

H, C, S, WI, M, V = ("hampstead-basement-theatre", "cobham-country-house-media-room", "st-albans-smart-cinema",
                      "windsor-16-seat-theatre", "mayfair-penthouse-lounge", "virginia-water-smart-estate")

IMAGES = [
    (H, H, "A basement cinema seen from the back corner of its raised tier: two rows of six ox-blood leather recliners face a 116-inch screen showing a headland and its lighthouse against a dusk sky over a calm sea; taupe fabric panels between walnut pilasters, brass wall lights washing the walls, fabric-wrapped columns either side of the screen, a coffered ceiling and a warm LED line along the stage.",
     "Hampstead: two tiers of six recliners facing a 116-inch acoustically transparent screen"),
    (f"{H}-2", H, "The Hampstead theatre seen from beside the screen, looking back over the two rows of ox-blood recliners to the raised back tier, the projector port in the rear wall and the walnut door.",
     "Hampstead: from the screen, the back tier sits 45 cm higher so every head clears the row in front"),
    (f"{H}-3", H, "From the main seat in the middle of the Hampstead front row: the screen fills the view, showing a headland and its lighthouse against a dusk sky over a calm sea, between fabric-wrapped columns on walnut plinths, above the stage and its warm LED line.",
     "Hampstead: the picture from the main seat, in the middle of the front row"),
    (f"{H}-4", H, "From the side aisle beside the Hampstead front row: ox-blood leather recliners in a line on the left, walnut pilasters and brass wall lights along the side wall, and the screen showing a lighthouse on a headland at dusk above the stage and its warm LED line.",
     "Hampstead: the front row beside the stage, the picture 3.6 metres away"),
    ("hero-home-cinema-installation", None, "A dark home cinema seen from beside the screen: two rows of ox-blood leather recliners with brass cup holders, walnut pilasters and brass wall lights along the side wall, and the projector port glowing in the back wall.",
     "A basement theatre in Hampstead, built as a room within a room"),
    (C, C, "A Georgian sitting room in the evening: green-grey panelled walls and a screen lowered from the cornice in front of the chimney breast, playing a film of the northern lights above the white marble fireplace; two oatmeal linen club armchairs with rolled arms face each other across a walnut coffee table, a rust velvet sofa in the foreground, a lamp on the left, deep green cupboards in the alcoves (the left one open on AV equipment) and a tall sash window between cream linen curtains on the right.",
     "Cobham: the 105-inch screen lowered in front of the chimney breast"),
    (f"{C}-3", C, "The Cobham sitting room seen from beside the fireplace: a rust velvet sofa with three seat cushions and a green and an oatmeal cushion against its back, a walnut coffee table with books and a brass bowl, oatmeal linen club armchairs with rolled arms, lamps with pale ceramic bases on walnut tables, and a sash window between cream linen curtains.",
     "Cobham: sofa and armchairs gathered round the fireplace and its picture"),
    (f"{C}-4", C, "The window wall of the Cobham sitting room at night: two tall sash windows with six-over-six glazing bars between cream linen curtains, the dark garden and the tops of trees outside and the lit ceiling reflected in the upper panes; an oatmeal linen club armchair with rolled arms, a lamp with a pale ceramic base on a table by the window, a deep green cupboard with a walnut top and a shelf of ceramics on the left, and the end of a rust velvet sofa in the foreground.",
     "Cobham: the window bay in the evening scene, lamps low and the curtains ready to draw"),
    (S, S, "An eight-seat cinema in blue light, seen from behind the back row: two rows of four graphite leather recliners face a screen showing the Milky Way over a dark horizon; smoked-oak slatted panels flank the screen, navy fabric walls between oak pilasters carry wall washers, two downlights glow in the ceiling and a warm LED line runs along the stage.",
     "St Albans: eight seats in two rows of four, lit blue by the Control4 cinema scene"),
    (f"{S}-2", S, "The St Albans cinema seen from the screen end, looking back over two rows of graphite recliners to the door and the navy back wall, with blue light along the walls.",
     "St Albans: the view back from the screen to the raised second row"),
    (f"{S}-3", S, "A close view of a black wall keypad in the St Albans cinema with four backlit buttons labelled Cinema, Dim, Blinds and Off, on a navy fabric wall beside the edge of the oak door.",
     "St Albans: one keypad by the door starts the film, dims the house and closes the blinds"),
    (f"{S}-4", S, "An eight-seat cinema in blue light seen from behind the back row: graphite leather recliners, a screen showing the Milky Way over a dark horizon between smoked-oak slatted panels, a blue LED line under the stage and blue wall lights on navy fabric walls.",
     "St Albans: the Control4 cinema scene, blue light along every wall"),
    ("hero-smart-home-integration", None, "A Georgian sitting room in its evening scene: lamps lit and a screen lowered from the cornice in front of the chimney breast, playing the northern lights above a white marble fireplace; oatmeal linen club armchairs and a rust velvet sofa round a walnut coffee table, an open green cupboard of AV equipment in the alcove and two tall sash windows between cream linen curtains.",
     "Cobham: one evening scene lowers the screen, lights the lamps and starts the picture"),
    (WI, WI, "A sixteen-seat theatre seen from the top tier: three tiers of cognac leather recliners step down towards a wide 2.39:1 screen showing sand dunes at sunrise; a fibre-optic starfield covers the ceiling, walnut pilasters with brass wall lights line charcoal fabric walls and a warm LED line runs along the stage.",
     "Windsor: sixteen seats on three tiers under a fibre-optic starfield"),
    (f"{WI}-2", WI, "The Windsor theatre seen from the front, looking up three tiers of cognac leather recliners under the fibre-optic starfield to the lounge bar at the back: two glass shelves of labelled bottles against a back-lit veined onyx wall, three brass pendants over the bar, and walnut pilasters with brass wall lights along both sides.",
     "Windsor: the lounge bar behind the top tier, its onyx wall lit from behind"),
    (f"{WI}-4", WI, "From the middle of Windsor's second tier: the headrests of cognac leather recliners below a wide 2.39:1 screen showing sand dunes at sunrise, the low sun on the left; a fibre-optic starfield over the seats, walnut pilasters with brass wall lights either side and a warm LED line along the stage.",
     "Windsor: the scope screen from the main row"),
    ("hero-home", None, "A sixteen-seat private theatre seen from the top tier beside the bar: three tiers of cognac leather recliners with brass cup holders step down towards a wide screen showing sand dunes at sunrise; a fibre-optic starfield across the ceiling, walnut pilasters with brass wall lights on dark walls and a warm LED line along the stage.",
     "Windsor: from the top tier, sixteen seats step down to the scope screen"),
    (M, M, "A penthouse lounge at dusk: a drop-down screen showing a storm sea under a shaft of sunlight hangs from a black ceiling cassette in front of floor-to-ceiling glass; beyond it the city at dusk, rows of towers with lit windows paling into the haze under an orange and violet sky, the lamps of the park and Park Lane below; a low oatmeal boucle sofa with velvet cushions on a pale travertine floor, a marble-topped sideboard with a ceramic vase and a floor lamp on the left.",
     "Mayfair: the screen drops in front of the glass at night"),
    (f"{M}-2", M, "The Mayfair lounge from the far corner: an oatmeal boucle L-shaped sofa in the foreground, a sideboard with a black marble top and three turned vases against a pale washed wall, a white marble floor, and through the black-framed glass the lit towers of the city at dusk around the dropped screen, which shows a storm sea under a shaft of light.",
     "Mayfair: the skyline by day, a cinema by night, with nothing fixed to the structure"),
    (f"{M}-3", M, "The Mayfair drop-down screen close up: a storm sea under a shaft of light breaking through cloud on the screen hanging from its black ceiling cassette, with the city at dusk through the glass wall on either side, its towers' windows lit above the lamps of the park and the traffic on Park Lane.",
     "Mayfair: the screen against the skyline at dusk"),
    (V, V, "A ten-seat theatre seen from the centre of the back row: gold satin curtains drawn back and tied either side of a wide screen showing a misty pine forest with shafts of light, two rows of five chocolate velvet recliners, deep green fabric walls between walnut pilasters with gilt capitals and a coffered ceiling with warm coves.",
     "Virginia Water: gold curtains open and the masking sets itself for each film"),
    (f"{V}-2", V, "The left side of the Virginia Water screen wall: a gold satin curtain gathered by a brass tie-back under a pleated gold pelmet, a walnut pilaster with a brass wall light on the green wall, and the edge of the screen showing a misty pine forest in golden morning light.",
     "Virginia Water: gold satin drapes and pelmet, motorised on the Crestron system"),
    (f"{V}-3", V, "The Virginia Water theatre seen from beside the screen, looking back over two rows of chocolate velvet recliners to the raised back row and the green back wall, under a coffered ceiling with walnut beams.",
     "Virginia Water: ten seats in two rows, the back row raised on a lit riser"),
    ("hero-services", None, "A private theatre seen from a side aisle: gold satin curtains drawn back from a wide screen showing a misty pine forest in morning light, a warm light under the stage, rows of chocolate velvet recliners, walnut pilasters with brass wall lights on deep green walls and a coffered ceiling.",
     "Virginia Water: from the side aisle, gold curtains drawn back from the scope screen"),
    ("smart-home-entrance", None, "The entrance hall of a London townhouse in the evening: a chequered floor of white and black marble leads to a glossy black front door with a brass knocker and letter plate under a fanlight; painted panelled walls with a dado rail, a brass lantern hanging from the ceiling, a walnut console on brass legs with a lamp, books and a brass bowl under an abstract print on the left, and a small keypad on the right-hand wall by the door.",
     "By the front door, one keypad sets the house: Welcome as you arrive, Away or All Off as you leave"),
    ("smart-home-rack", None, "A 19-inch equipment rack in a walnut joinery cupboard, its door open and an LED strip lighting it from above: a patch panel with short blue, white and yellow leads looping down to the network switch, a control processor reading Home Online, an AV processor in brushed aluminium with its display and volume knob, two eight-zone amplifiers with blue zone lights, a video matrix, a storage unit with four drive bays and a power conditioner below.",
     "The equipment rack: every system in one ventilated cupboard, labelled and dressed"),
    ("hero-about", None, "A walnut design table under a brass pendant lamp before a wall of walnut panels in a dark studio: a pencil plan of a twelve-seat theatre on cream paper, leather, velvet and fabric swatches, walnut and oak samples, a marble tile, a brass bar, a scale rule and pencils, with the rest of the room left in shadow.",
     "The studio table: every room starts as a drawing and a tray of samples"),
]


def main():
    entries = []
    for name, project, alt, caption in IMAGES:
        path = os.path.join(OUT, name + ".jpg")
        if not os.path.exists(path):
            continue
        w, h = subprocess.check_output(["identify", "-format", "%w %h", path]).decode().split()
        entries.append({"file": name + ".jpg", "width": int(w), "height": int(h), "alt": alt,
                        "caption": caption, "project": project})
    with open(os.path.join(OUT, "renders.json"), "w") as f:
        json.dump(entries, f, indent=2)
        f.write("\n")
    print(f"{len(entries)} entries")


if __name__ == "__main__":
    main()
