"""Reads an index store (what `swift build --enable-index-store` writes) through libIndexStore.

The index is the compiler's record of what every name in a file resolved to: for each
occurrence, the referenced declaration's USR (a stable mangled name, the same one the symbol
graphs use), its roles (definition, reference, call, implicit, …) and its line and column.
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
from typing import Callable, Dict, Iterator, List, Optional, Tuple

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8

DEPENDENCY_RECORD = 2


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


def _text(ref: _StringRef) -> str:
    if not ref.data:
        return ""
    return ctypes.string_at(ref.data, ref.length).decode("utf-8", "replace")


_UnitApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, _StringRef)
_PointerApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)


@dataclasses.dataclass(frozen=True)
class Occurrence:
    """One name in one file: what it resolved to (USR, name) and how it was used (roles)."""

    path: str
    line: int
    column: int
    usr: str
    name: str
    roles: int


class IndexStore:
    """An open index store; `occurrences` walks the units of the files asked for."""

    def __init__(self, library: str, store_path: str):
        lib = ctypes.CDLL(library)
        self._lib = lib
        p, s = ctypes.c_void_p, _StringRef
        for name, restype, argtypes in [
            ("indexstore_store_create", p, [ctypes.c_char_p, ctypes.POINTER(p)]),
            ("indexstore_store_dispose", None, [p]),
            ("indexstore_error_get_description", ctypes.c_char_p, [p]),
            ("indexstore_store_units_apply_f", ctypes.c_bool, [p, ctypes.c_uint, p, _UnitApplier]),
            ("indexstore_unit_reader_create", p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
            ("indexstore_unit_reader_dispose", None, [p]),
            ("indexstore_unit_reader_get_main_file", s, [p]),
            ("indexstore_unit_reader_get_module_name", s, [p]),
            ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [p, p, _PointerApplier]),
            ("indexstore_unit_dependency_get_kind", ctypes.c_int, [p]),
            ("indexstore_unit_dependency_get_name", s, [p]),
            ("indexstore_unit_dependency_get_filepath", s, [p]),
            ("indexstore_record_reader_create", p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
            ("indexstore_record_reader_dispose", None, [p]),
            ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [p, p, _PointerApplier]),
            ("indexstore_occurrence_get_symbol", p, [p]),
            ("indexstore_occurrence_get_roles", ctypes.c_uint64, [p]),
            ("indexstore_occurrence_get_line_col", None,
             [p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            ("indexstore_symbol_get_usr", s, [p]),
            ("indexstore_symbol_get_name", s, [p]),
        ]:
            fn = getattr(lib, name)
            fn.restype = restype
            fn.argtypes = argtypes
        error = ctypes.c_void_p()
        self._store = lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
        if not self._store:
            raise RuntimeError(f"cannot open index store {store_path}: {self._error(error)}")

    def _error(self, error: ctypes.c_void_p) -> str:
        if not error:
            return "unknown error"
        return (self._lib.indexstore_error_get_description(error) or b"").decode()

    def units(self) -> List[str]:
        names: List[str] = []

        def each(_context, name):
            names.append(_text(name))
            return True

        self._lib.indexstore_store_units_apply_f(self._store, 0, None, _UnitApplier(each))
        return names

    def records_by_file(self, wanted: Callable[[str], bool]) -> Dict[str, Tuple[str, float]]:
        """For each source file `wanted` accepts: its newest record's name and unit time.

        A file compiled more than once (another build, an edit) has several units; the newest
        one describes the file as it is.
        """
        lib = self._lib
        found: Dict[str, Tuple[str, float]] = {}
        for unit_name in self.units():
            error = ctypes.c_void_p()
            reader = lib.indexstore_unit_reader_create(
                self._store, unit_name.encode(), ctypes.byref(error))
            if not reader:
                continue
            try:
                main = _text(lib.indexstore_unit_reader_get_main_file(reader))
                if not main or not wanted(main):
                    continue
                records: List[Tuple[str, str]] = []

                def each(_context, dep):
                    if lib.indexstore_unit_dependency_get_kind(dep) == DEPENDENCY_RECORD:
                        records.append((_text(lib.indexstore_unit_dependency_get_name(dep)),
                                        _text(lib.indexstore_unit_dependency_get_filepath(dep))))
                    return True

                lib.indexstore_unit_reader_dependencies_apply_f(reader, None, _PointerApplier(each))
                unit_time = self._unit_time(unit_name)
                for record, path in records:
                    if os.path.realpath(path) != os.path.realpath(main):
                        continue
                    if main not in found or found[main][1] < unit_time:
                        found[main] = (record, unit_time)
            finally:
                lib.indexstore_unit_reader_dispose(reader)
        return found

    def _unit_time(self, unit_name: str) -> float:
        # The store keeps units in <store>/v5/units/<name>; their mtime orders rebuilds.
        for version in ("v5", "v6"):
            path = os.path.join(self.path, version, "units", unit_name)
            if os.path.exists(path):
                return os.path.getmtime(path)
        return 0.0

    path: str = ""

    def occurrences(self, record: str, path: str) -> Iterator[Occurrence]:
        """Every occurrence in one record (one source file's index)."""
        lib = self._lib
        error = ctypes.c_void_p()
        reader = lib.indexstore_record_reader_create(self._store, record.encode(), ctypes.byref(error))
        if not reader:
            raise RuntimeError(f"cannot read index record {record}: {self._error(error)}")
        found: List[Occurrence] = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def each(_context, occ):
            symbol = lib.indexstore_occurrence_get_symbol(occ)
            lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
            found.append(Occurrence(
                path=path, line=line.value, column=column.value,
                usr=_text(lib.indexstore_symbol_get_usr(symbol)),
                name=_text(lib.indexstore_symbol_get_name(symbol)),
                roles=lib.indexstore_occurrence_get_roles(occ)))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, _PointerApplier(each))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return iter(found)


def open_store(library: str, store_path: str) -> IndexStore:
    store = IndexStore(library, store_path)
    store.path = store_path
    return store


def default_library(toolchain_bin: str) -> Optional[str]:
    """libIndexStore beside the toolchain's `bin/` (…/usr/lib/libIndexStore.so)."""
    candidate = os.path.join(os.path.dirname(toolchain_bin), "lib", "libIndexStore.so")
    return candidate if os.path.exists(candidate) else None
