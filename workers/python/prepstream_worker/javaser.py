"""Just enough of Java's object serialization to read smartcn's dictionaries (coredict.mem,
bigramdict.mem): arrays of primitives and arrays of arrays, with back references."""

import struct

import numpy as np

_MAGIC = b"\xac\xed\x00\x05"
TC_NULL, TC_REFERENCE, TC_CLASSDESC, TC_ARRAY, TC_ENDBLOCKDATA = 0x70, 0x71, 0x72, 0x75, 0x78
_BASE_HANDLE = 0x7E0000
_PRIMITIVES = {"B": ">i1", "C": ">u2", "S": ">i2", "I": ">i4", "J": ">i8", "F": ">f4", "D": ">f8", "Z": ">u1"}


class Reader:
    def __init__(self, data: bytes):
        if not data.startswith(_MAGIC):
            raise ValueError("not a Java serialization stream")
        self.data = data
        self.pos = 4
        self.handles: list = []

    def _u1(self) -> int:
        self.pos += 1
        return self.data[self.pos - 1]

    def _i4(self) -> int:
        self.pos += 4
        return struct.unpack_from(">i", self.data, self.pos - 4)[0]

    def _class_desc(self) -> str:
        tag = self._u1()
        if tag == TC_REFERENCE:
            return self.handles[self._i4() - _BASE_HANDLE]
        if tag != TC_CLASSDESC:
            raise ValueError(f"unexpected tag {tag:#x} for a class descriptor")
        length = struct.unpack_from(">H", self.data, self.pos)[0]
        name = self.data[self.pos + 2:self.pos + 2 + length].decode("utf-8")
        self.pos += 2 + length + 8  # name, serialVersionUID
        self.handles.append(name)
        self.pos += 1  # flags
        fields = struct.unpack_from(">H", self.data, self.pos)[0]
        self.pos += 2
        if fields:
            raise ValueError("only arrays are expected")
        if self._u1() != TC_ENDBLOCKDATA:
            raise ValueError("class annotations are not expected")
        if self._u1() != TC_NULL:
            raise ValueError("a super class is not expected")
        return name

    def read_object(self):
        tag = self._u1()
        if tag == TC_NULL:
            return None
        if tag == TC_REFERENCE:
            return self.handles[self._i4() - _BASE_HANDLE]
        if tag != TC_ARRAY:
            raise ValueError(f"unexpected tag {tag:#x}")
        name = self._class_desc()
        slot = len(self.handles)
        self.handles.append(None)
        size = self._i4()
        element = name[1:]
        if element in _PRIMITIVES:
            dtype = np.dtype(_PRIMITIVES[element])
            value = np.frombuffer(self.data, dtype, size, self.pos).astype(dtype.newbyteorder("="))
            self.pos += size * dtype.itemsize
        else:
            value = [self.read_object() for _ in range(size)]
        self.handles[slot] = value
        return value
