"""The engine in child processes, so that a search never holds the interpreter
the interface runs in.

A search in a thread of the interface's own process shares its interpreter
lock: while the engine thinks, every key waits its turn for the lock, and
the screen answers late. Here the work runs in a child Python process
instead; the worker thread that asks for it only waits on a pipe, which
holds no lock. The child also gets the machine's second core.

A :class:`Runner` runs ``function(stop, report, *args)``: ``stop`` is a
:class:`threading.Event` the function polls, ``report`` a callback for its
progress. Two runners exist:

- :class:`LocalRunner` calls the function in the calling thread (the
  platforms without the child process, and ``DAMES_ENGINE=thread``);
- :class:`ProcessRunner` keeps up to :data:`MAX_CHILDREN` children, started
  when first needed (:meth:`ProcessRunner.warm` starts one ahead). A call
  takes an idle child, sends it the function (by its module and name, as
  :mod:`pickle` does) with its arguments, passes the stop event on as a
  frame of its own, and hands every report the child sends back to
  ``report`` in the calling thread. The function's exception is raised
  again in the caller, its traceback in the child added as a note.

A call the child cannot take runs locally instead, so the player never loses
the computer's move: a function or an argument that cannot be pickled (the
stand-ins of tests; :attr:`ProcessRunner.local_calls` counts them), a child
that cannot be started, or one that dies during the call (the call is made
again locally, and a new child is started next time). A child that does not
answer within :data:`STOP_GRACE` seconds of a stop is killed. A child
whose parent dies reads the end of its pipe and exits.

Engine state that should outlive one call (the analysis board's tables)
lives in the process that runs it: :func:`kept_engine` gives one engine
per key, in whatever process the call runs in, and a call with
``affinity=key`` goes to the child that served that key when it is idle.

>>> runner = LocalRunner()
>>> def twice(stop, report, value):
...     report(value)
...     return 2 * value
>>> seen = []
>>> runner.call(twice, 21, stop=threading.Event(), report=seen.append), seen
(42, [21])
"""

from __future__ import annotations

import atexit
import itertools
import os
import pickle
import subprocess
import sys
import threading
import time
import traceback
from collections import OrderedDict
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from dames_tui.engine import Engine

__all__ = [
    "MAX_CHILDREN",
    "LocalRunner",
    "ProcessRunner",
    "Runner",
    "default_runner",
    "kept_engine",
    "set_default_runner",
]

T = TypeVar("T")
Report = Callable[[Any], None]
Outcome = tuple[bool, Any]  # (True, result) or (False, exception)
MAX_CHILDREN = 3  # a search, the one being stopped, and a second screen's
POLL = 0.02  # seconds between two looks at the stop event while waiting
STOP_GRACE = 10.0  # seconds a stopped child has to answer before it is killed
AFFINITY_WAIT = 1.0  # seconds a call waits for its busy child (stopping a ponder)
START_TIMEOUT = 30.0  # seconds a new child has to say it is ready
KEPT_ENGINES = 2  # engines kept per process by :func:`kept_engine`
ENVIRONMENT = "DAMES_ENGINE"  # "thread": no child process


class Runner(Protocol):
    """Runs ``function(stop, report, *args)`` and returns its result."""

    def call(
        self,
        function: Callable[..., T],
        *args: Any,
        stop: threading.Event,
        report: Report,
        affinity: str | None = None,
    ) -> T: ...

    def warm(self) -> None:
        """Get ready for the first call (in the background)."""


class LocalRunner:
    """Calls the function in the calling thread."""

    def call(
        self,
        function: Callable[..., T],
        *args: Any,
        stop: threading.Event,
        report: Report,
        affinity: str | None = None,
    ) -> T:
        return function(stop, report, *args)

    def warm(self) -> None:
        pass


class ChildDied(Exception):
    """The child process ended or stopped answering during a call."""


class _Child:
    """One child process and the two pipes to it."""

    def __init__(self) -> None:
        to_child, from_parent = os.pipe()
        to_parent, from_child = os.pipe()
        # the child finds every module where this process does
        package_root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([package_root, *(p for p in sys.path if p)])
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-m", __name__, str(to_child), str(from_child)],
                pass_fds=(to_child, from_child),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,  # nothing of the child reaches the terminal
                stderr=subprocess.DEVNULL,
                env=env,
                start_new_session=True,  # the terminal's signals are the interface's
            )
        finally:
            os.close(to_child)
            os.close(from_child)
        self.send_end = Connection(from_parent, readable=False)
        self.receive_end = Connection(to_parent, writable=False)
        self.keys: set[str] = set()  # the affinities it served
        if not self._wait_ready():
            self.close()
            raise ChildDied("the engine process did not start")

    def _wait_ready(self) -> bool:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            try:
                if self.receive_end.poll(POLL):
                    return bool(self.receive_end.recv() == ("ready",))
            except (EOFError, OSError):
                return False
            if self.process.poll() is not None:
                return False
        return False

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def run(self, payload: bytes, number: int, stop: threading.Event, report: Report) -> Outcome:
        """Send the call and wait for its end: (True, result) or (False, the
        exception to raise): the function's, or one raised by ``report``
        (the call is stopped and its end awaited first)."""
        try:
            self.send_end.send(("call", number, payload))
        except OSError as error:
            raise ChildDied("the engine process is gone") from error
        stop_sent_at: float | None = None
        failure: BaseException | None = None
        while True:
            if stop.is_set() and stop_sent_at is None:
                stop_sent_at = time.monotonic()
                self._send_stop(number)
            try:
                frame = self.receive_end.recv() if self.receive_end.poll(POLL) else None
            except (EOFError, OSError) as error:
                raise ChildDied("the engine process ended") from error
            except Exception as error:  # noqa: BLE001 - a value that cannot be rebuilt here
                frame = ("error", number, error, "")
            if frame is None:
                if stop_sent_at is not None and time.monotonic() - stop_sent_at > STOP_GRACE:
                    self.kill()
                    raise ChildDied("the engine process did not stop")
                if not self.alive:
                    raise ChildDied("the engine process ended")
                continue
            kind, frame_number, value = frame[0], frame[1], frame[2]
            if frame_number != number:
                continue  # left over from a call abandoned before its end
            if kind == "report":
                if failure is None:
                    try:
                        report(value)
                    except Exception as error:  # noqa: BLE001 - raised after the end
                        failure = error
                        stop.set()
                continue
            if failure is not None:
                return False, failure
            if kind == "result":
                return True, value
            return False, _raised(value, frame[3])

    def _send_stop(self, number: int) -> None:
        try:
            self.send_end.send(("stop", number))
        except OSError:
            pass  # dead: the next poll says so

    def kill(self) -> None:
        if self.alive:
            self.process.kill()
        self.process.wait()

    def close(self) -> None:
        try:
            self.send_end.send(("quit",))
        except OSError:
            pass
        try:
            self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self.kill()
        for end in (self.send_end, self.receive_end):
            end.close()


def _payload(function: Callable[..., Any], args: tuple[Any, ...]) -> bytes | None:
    """The call as the child reads it, or None when it cannot cross: a
    function of ``__main__`` (the child's is another), a closure, an
    argument that cannot be pickled."""
    if getattr(function, "__module__", None) == "__main__":
        return None
    try:
        return pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return None


def _raised(error: object, child_traceback: str) -> BaseException:
    """The exception to raise for an error of the child's."""
    if not isinstance(error, BaseException):
        error = RuntimeError(str(error))
    error.add_note("In the engine process:\n" + child_traceback)
    return error


class ProcessRunner:
    """Runs calls in child processes (see the module docstring)."""

    def __init__(self, max_children: int = MAX_CHILDREN) -> None:
        self.max_children = max_children
        self._idle: list[_Child] = []
        self._busy: list[_Child] = []
        self._count = 0  # children alive, idle or busy
        self._condition = threading.Condition()
        self._closed = False
        self._broken = False  # a child could not be started: all calls are local
        self._numbers = itertools.count(1)
        self.local_calls = 0  # calls that ran in the calling thread instead
        self.child_calls = 0

    def call(
        self,
        function: Callable[..., T],
        *args: Any,
        stop: threading.Event,
        report: Report,
        affinity: str | None = None,
    ) -> T:
        number = next(self._numbers)
        payload = _payload(function, args)
        child = self._take(affinity) if payload is not None else None
        if child is None or payload is None:
            self.local_calls += 1
            return function(stop, report, *args)
        if affinity is not None:
            with self._condition:
                child.keys.add(affinity)  # the next call of the key waits for it
        try:
            done, value = child.run(payload, number, stop, report)
        except ChildDied:
            self._lose(child)
            self.local_calls += 1
            return function(stop, report, *args)
        self._give_back(child)
        self.child_calls += 1
        if not done:
            raise value
        result: T = value
        return result

    def warm(self) -> None:
        """Start one child in the background, so that the first call finds it."""

        def start() -> None:
            child = self._take(None)
            if child is not None:
                self._give_back(child)

        threading.Thread(target=start, name="engine-process-start", daemon=True).start()

    def close(self) -> None:
        """End the idle children; busy ones end when their call does."""
        with self._condition:
            self._closed = True
            idle, self._idle = self._idle, []
            self._count -= len(idle)
        for child in idle:
            child.close()

    def _take(self, affinity: str | None) -> _Child | None:
        """An idle child (one that served ``affinity`` first, waited for a
        moment when it is busy: it is stopping the job before), a new one,
        or None when no child can be had (then the call runs locally)."""
        deadline = time.monotonic() + AFFINITY_WAIT
        with self._condition:
            while True:
                if self._closed or self._broken:
                    return None
                served = [c for c in self._busy if affinity is not None and affinity in c.keys]
                idle_served = any(affinity in c.keys for c in self._idle) if affinity else False
                left = deadline - time.monotonic()
                if served and not idle_served and left > 0:
                    self._condition.wait(left)
                    continue
                if self._idle:
                    chosen = next((c for c in self._idle if affinity in c.keys), self._idle[-1])
                    self._idle.remove(chosen)
                    if chosen.alive:
                        self._busy.append(chosen)
                        return chosen
                    self._count -= 1
                    continue
                if self._count < self.max_children:
                    self._count += 1
                    break
                self._condition.wait()
        try:
            child = _Child()
        except (OSError, ChildDied, ValueError):
            with self._condition:
                self._count -= 1
                self._broken = True
                self._condition.notify_all()
            return None
        with self._condition:
            self._busy.append(child)
        return child

    def _give_back(self, child: _Child) -> None:
        with self._condition:
            if child in self._busy:
                self._busy.remove(child)
            if self._closed or not child.alive:
                self._count -= 1
                closing = True
            else:
                self._idle.append(child)
                closing = False
            self._condition.notify_all()
        if closing:
            child.close()

    def _lose(self, child: _Child) -> None:
        child.kill()
        with self._condition:
            if child in self._busy:
                self._busy.remove(child)
            self._count -= 1
            self._condition.notify_all()
        for end in (child.send_end, child.receive_end):
            end.close()


_default: Runner | None = None
_default_lock = threading.Lock()


def default_runner() -> Runner:
    """The runner the interface uses: child processes on POSIX systems,
    unless ``DAMES_ENGINE=thread``; the calling thread elsewhere."""
    global _default
    with _default_lock:
        if _default is None:
            wanted = os.environ.get(ENVIRONMENT, "").strip().lower()
            if os.name == "posix" and wanted != "thread":
                runner = ProcessRunner()
                atexit.register(runner.close)
                _default = runner
            else:
                _default = LocalRunner()
        return _default


def set_default_runner(runner: Runner | None) -> None:
    """Replace the default runner (None: choose again on next use)."""
    global _default
    with _default_lock:
        _default = runner


_engines: OrderedDict[str, Engine] = OrderedDict()
_engine_locks: dict[str, threading.Lock] = {}
_engines_lock = threading.Lock()


def kept_engine(key: str) -> tuple[Engine, threading.Lock]:
    """This process's engine for ``key`` (the last :data:`KEPT_ENGINES` keys
    are kept), with the lock its searches take one at a time."""
    from dames_tui.engine import Engine

    with _engines_lock:
        engine = _engines.get(key)
        if engine is None:
            engine = _engines[key] = Engine()
            _engine_locks[key] = threading.Lock()
            while len(_engines) > KEPT_ENGINES:
                old, _ = _engines.popitem(last=False)
                _engine_locks.pop(old, None)
        _engines.move_to_end(key)
        return engine, _engine_locks[key]


# ------------------------------------------------------------------- the child


def serve(receive_fd: int, send_fd: int) -> None:
    """The child's loop: run each call, report, answer; stop frames set the
    running call's stop event; the end of the pipe (the parent gone) ends it."""
    import queue

    receive_end = Connection(receive_fd, writable=False)
    send_end = Connection(send_fd, readable=False)
    calls: queue.Queue[tuple[int, bytes, threading.Event] | None]
    calls = queue.Queue()
    stops: dict[int, threading.Event] = {}
    send_lock = threading.Lock()

    def send(frame: tuple[Any, ...]) -> None:
        with send_lock:
            send_end.send(frame)

    def listen() -> None:
        try:
            while True:
                frame = receive_end.recv()
                if frame[0] == "call":
                    _, number, payload = frame
                    stops.clear()
                    stop = stops[number] = threading.Event()
                    calls.put((number, payload, stop))
                elif frame[0] == "stop":
                    event = stops.get(frame[1])
                    if event is not None:
                        event.set()
                else:
                    break
        except (EOFError, OSError):
            pass
        for event in list(stops.values()):  # the parent is gone: stop what runs
            event.set()
        calls.put(None)

    threading.Thread(target=listen, name="engine-process-listen", daemon=True).start()
    send(("ready",))
    while (call := calls.get()) is not None:
        number, payload, stop = call

        def report(value: Any, number: int = number) -> None:
            send(("report", number, value))

        try:
            function, args = pickle.loads(payload)
            result = function(stop, report, *args)
        except BaseException as error:  # noqa: BLE001 - everything goes back to the caller
            text = "".join(traceback.format_exception(error))
            try:
                pickle.dumps(error)
                send(("error", number, error, text))
            except Exception:  # noqa: BLE001 - an exception that does not pickle
                send(("error", number, f"{type(error).__name__}: {error}", text))
            continue
        try:
            send(("result", number, result))
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            text = "".join(traceback.format_exception(error))
            send(("error", number, f"unpicklable result: {error}", text))


if __name__ == "__main__":
    try:
        serve(int(sys.argv[1]), int(sys.argv[2]))
    except (BrokenPipeError, EOFError, KeyboardInterrupt):
        pass
    os._exit(0)
