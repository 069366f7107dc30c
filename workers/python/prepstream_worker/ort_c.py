"""The Java side's own ONNX Runtime, called through its C API with ctypes.

The quantized models' vectors depend on the runtime build: ONNX Runtime 1.30 (the only Python wheel on
these machines) and the 1.20 that the Java side runs (brought by langchain4j-embeddings) differ by up to
0.5 % in cosine, because their integer matrix kernels and graph fusions round differently. The Java jar
``com.microsoft.onnxruntime:onnxruntime`` carries the runtime as a plain shared library
(``libonnxruntime.so``, copied out by ``models.install_runtime``); loading that very library here makes the
Python worker's vectors those of the Java worker (docs/worker-protocol.md, "What differs").

Only what an encoder needs: a session from a file with default options (as the Java side creates it), int64
inputs, the first output as float32. The indices are the ``OrtApi`` table's (onnxruntime_c_api.h), which only
ever grows at its end, so they hold for every version from 1.x.
"""

import ctypes as C
from pathlib import Path

import numpy as np

_P = C.c_void_p
_INT64 = 7  # ONNX_TENSOR_ELEMENT_DATA_TYPE_INT64
_ARENA, _DEFAULT_MEM = 1, 0
_WARNING = 2  # ORT_LOGGING_LEVEL_WARNING

# positions in struct OrtApi
_GET_ERROR_MESSAGE, _CREATE_ENV, _CREATE_SESSION, _RUN, _CREATE_SESSION_OPTIONS = 2, 3, 7, 9, 10
_SET_INTRA_OP_THREADS, _INPUT_COUNT, _INPUT_NAME, _OUTPUT_NAME = 24, 30, 36, 37
_TENSOR_WITH_DATA, _TENSOR_DATA, _DIMENSIONS_COUNT, _DIMENSIONS, _TYPE_AND_SHAPE = 49, 51, 61, 62, 65
_CPU_MEMORY_INFO, _DEFAULT_ALLOCATOR = 69, 78
_RELEASE_STATUS, _RELEASE_VALUE, _RELEASE_SHAPE, _RELEASE_SESSION_OPTIONS = 93, 96, 99, 100


class _ApiBase(C.Structure):
    _fields_ = [("GetApi", C.CFUNCTYPE(_P, C.c_uint32)), ("GetVersionString", C.CFUNCTYPE(C.c_char_p))]


class Runtime:
    """One loaded library and its environment; sessions share it, as the JVM's OrtEnvironment does."""

    def __init__(self, library: Path, api_version: int = 20):
        lib = C.CDLL(str(library))
        lib.OrtGetApiBase.restype = C.POINTER(_ApiBase)
        base = lib.OrtGetApiBase().contents
        self.version: str = base.GetVersionString().decode()
        api = base.GetApi(api_version)
        if not api:
            raise RuntimeError(f"{library} (ONNX Runtime {self.version}) lacks C API version {api_version}")
        self._api = C.cast(api, C.POINTER(_P))
        self._message = C.CFUNCTYPE(C.c_char_p, _P)(self._api[_GET_ERROR_MESSAGE])
        self._release_status = self._release(_RELEASE_STATUS)
        self.release_value = self._release(_RELEASE_VALUE)
        self.release_shape = self._release(_RELEASE_SHAPE)
        self.release_session_options = self._release(_RELEASE_SESSION_OPTIONS)
        self.env = self.out(_CREATE_ENV, [C.c_int, C.c_char_p], _WARNING, b"prepstream-worker")
        self.memory = self.out(_CPU_MEMORY_INFO, [C.c_int, C.c_int], _ARENA, _DEFAULT_MEM)

    def call(self, index: int, argtypes: list, *args) -> None:
        status = C.CFUNCTYPE(_P, *argtypes)(self._api[index])(*args)
        if status:
            message = self._message(status).decode()
            self._release_status(status)
            raise RuntimeError(f"ONNX Runtime: {message}")

    def out(self, index: int, argtypes: list, *args) -> _P:
        """Calls a function whose last parameter receives an object, and returns that object."""
        result = _P()
        self.call(index, argtypes + [C.POINTER(_P)], *args, C.byref(result))
        return result

    def _release(self, index: int):
        return C.CFUNCTYPE(None, _P)(self._api[index])


class Session:
    """An encoder session: input names in the model's order, the first output returned as float32."""

    def __init__(self, runtime: Runtime, model: Path, threads: int = 0):
        self.rt = runtime
        options = runtime.out(_CREATE_SESSION_OPTIONS, [])
        try:
            if threads:
                runtime.call(_SET_INTRA_OP_THREADS, [_P, C.c_int], options, threads)
            self.handle = runtime.out(_CREATE_SESSION, [_P, C.c_char_p, _P], runtime.env, str(model).encode(), options)
        finally:
            runtime.release_session_options(options)
        allocator = runtime.out(_DEFAULT_ALLOCATOR, [])
        count = C.c_size_t()
        runtime.call(_INPUT_COUNT, [_P, C.POINTER(C.c_size_t)], self.handle, C.byref(count))
        self.inputs = [self._name(_INPUT_NAME, i, allocator) for i in range(count.value)]
        self.output = self._name(_OUTPUT_NAME, 0, allocator)

    def _name(self, index: int, position: int, allocator: _P) -> str:
        name = C.c_char_p()
        self.rt.call(index, [_P, C.c_size_t, _P, C.POINTER(C.c_char_p)], self.handle, position, allocator, C.byref(name))
        return (name.value or b"").decode()

    def run(self, feed: dict[str, np.ndarray]) -> np.ndarray:
        rt = self.rt
        arrays = [np.ascontiguousarray(feed[name], dtype=np.int64) for name in self.inputs]
        values: list[_P] = []
        try:
            for array in arrays:
                shape = (C.c_int64 * array.ndim)(*array.shape)
                values.append(rt.out(_TENSOR_WITH_DATA, [_P, _P, C.c_size_t, C.POINTER(C.c_int64), C.c_size_t, C.c_int],
                                     rt.memory, array.ctypes.data, array.nbytes, shape, array.ndim, _INT64))
            outputs = (_P * 1)()
            rt.call(_RUN, [_P, _P, C.POINTER(C.c_char_p), C.POINTER(_P), C.c_size_t, C.POINTER(C.c_char_p), C.c_size_t,
                           C.POINTER(_P)],
                    self.handle, None, (C.c_char_p * len(values))(*[n.encode() for n in self.inputs]),
                    (_P * len(values))(*values), len(values), (C.c_char_p * 1)(self.output.encode()), 1, outputs)
            try:
                return self._float_tensor(outputs[0])
            finally:
                rt.release_value(outputs[0])
        finally:
            for value in values:
                rt.release_value(value)

    def _float_tensor(self, value: _P) -> np.ndarray:
        rt = self.rt
        info = rt.out(_TYPE_AND_SHAPE, [_P], value)
        try:
            rank = C.c_size_t()
            rt.call(_DIMENSIONS_COUNT, [_P, C.POINTER(C.c_size_t)], info, C.byref(rank))
            dims = (C.c_int64 * rank.value)()
            rt.call(_DIMENSIONS, [_P, C.POINTER(C.c_int64), C.c_size_t], info, dims, rank.value)
        finally:
            rt.release_shape(info)
        data = rt.out(_TENSOR_DATA, [_P], value)
        shape = [int(d) for d in dims]
        size = int(np.prod(shape))
        return np.ctypeslib.as_array(C.cast(data, C.POINTER(C.c_float)), shape=(size,)).reshape(shape).copy()
