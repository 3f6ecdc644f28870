# scratch (not committed): St Albans variants in one process
from st_albans_smart_cinema import *  # noqa
from st_albans_smart_cinema import VIEWS as _V, screen_spill, build, bake, BAKE  # noqa
VIEWS = {
    "main-spill10": _V["st-albans-smart-cinema"],
    "main-spill05": dict(_V["st-albans-smart-cinema"], before=screen_spill(0.5)),
    "v4-spill10": _V["st-albans-smart-cinema-4"],
}
