"""The domain modules, each declaring its actions beside their handlers; `CATALOG` collects them all.

A module joins by being here: every `Action` a module of this package defines at its top level is collected,
module by module (by name), in the order they are defined.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from pipeline.catalog import Action, Catalog
from pipeline.meta import META


def _domain_modules() -> list[ModuleType]:
    return [importlib.import_module(f"{__name__}.{m.name}") for m in sorted(pkgutil.iter_modules(__path__),
                                                                            key=lambda m: m.name)]


def _declared(modules: list[ModuleType]) -> list[Action]:
    return [value for module in modules for value in vars(module).values()
            if isinstance(value, Action) and value.handler.__module__ == module.__name__]


CATALOG = Catalog(_declared(_domain_modules()), META)
