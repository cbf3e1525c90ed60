#!/usr/bin/env python3
"""Checks that conquian match logs are intact: the stream's order, the hash chain, every signature, and the
committed shuffle with its deals. Not the rules of the game: `conquian audit` judges those. Written from
format.md (beside this file) alone, with Python's standard library and the `cryptography` package."""

import argparse
import decimal
import hashlib
import hmac
import json
import re
import sys

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat, load_pem_public_key

TYPES = {"MatchStarted", "DealStarted", "CardsExchanged", "StockCardRevealed", "CardTaken", "MeldsRearranged", "CardDiscarded",
         "CardRejected", "CardPassed", "CardForced", "DealEnded", "HandsShown", "MatchEnded", "IrregularityCalled", "RulingGiven",
         "AppealDecided"}
MATCH_ID = re.compile(r"[A-Za-z0-9._-]{1,64}\Z")
HEX64 = re.compile(r"[0-9a-f]{64}\Z")
HEX128 = re.compile(r"[0-9a-f]{128}\Z")
TWO_64 = 1 << 64
VIEWERS_COPY = "a viewer's copy (redacted): its chain and signatures cannot be checked; ask the officials for the record"


class Fault(Exception):
    def __init__(self, rule, message):
        super().__init__(message)
        self.rule = rule


def canonical(value):
    """The canonical form (format.md, "The canonical form"), as text."""
    if isinstance(value, dict):
        keys = sorted(value, key=lambda key: key.encode("utf-16-be"))
        return "{" + ",".join(json.dumps(key, ensure_ascii=False) + ":" + canonical(value[key]) for key in keys) + "}"
    if isinstance(value, list):
        return "[" + ",".join(canonical(item) for item in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if value is True or value is False or value is None:
        return json.dumps(value)
    return number(value)


def number(value):
    """A number as ECMAScript writes a double: integers a double holds exactly as digits, else the shortest digits."""
    if isinstance(value, int) and abs(value) <= 1 << 53:
        return str(value)
    value = float(value)  # an integer beyond a double's range raises OverflowError: not I-JSON
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError("a number beyond a double's range")
    if value == 0:
        return "0"
    sign, shortest = ("-" if value < 0 else ""), decimal.Decimal(repr(abs(value))).normalize().as_tuple()
    digits = "".join(map(str, shortest.digits))
    k, n = len(digits), len(digits) + shortest.exponent
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return sign + mantissa + "e" + ("-" if n - 1 < 0 else "+") + str(abs(n - 1))


def strict_object(pairs):
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("a key appears twice")
    return dict(pairs)


def no_constant(name):
    raise ValueError(name + " is not a JSON number")


def parse(raw):
    """A line's event, or a ValueError saying why it is none."""
    value = json.loads(raw.decode("utf-8"), object_pairs_hook=strict_object, parse_constant=no_constant)
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def integer(value):
    return isinstance(value, int) and not isinstance(value, bool)


def pack(seed, salt, deal, size):
    """The committed shuffle's pack of a deal, top first (format.md, "Committed shuffles")."""
    ranks = "A234567JQK" if size == 40 else "A23456789TJQK"
    cards = [rank + suit for suit in "CDHS" for rank in ranks]
    key = hmac.new(seed, canonical({"deal": deal, "salt": salt}).encode("utf-8"), hashlib.sha256).digest()
    draws = (int.from_bytes(hmac.new(key, block.to_bytes(4, "big"), hashlib.sha256).digest()[at:at + 8], "big")
             for block in range(1 << 32) for at in range(0, 32, 8))
    for i in range(size - 1, 0, -1):
        bound = i + 1
        r = next(draws)
        while r >= TWO_64 - TWO_64 % bound:
            r = next(draws)
        j = r % bound
        cards[i], cards[j] = cards[j], cards[i]
    return cards


class Match:
    """One match's integrity, event by event, up to its first fault."""

    def __init__(self, trusted):
        self.trusted = trusted
        self.last_seq = 0
        self.last_hash = None
        self.chained = False
        self.signer = None
        self.signed_through = None
        self.started = None
        self.ended = False
        self.deals = []
        self.fault = None
        # a viewer's copy (format.md, "What a viewer is shown"): no line has prev or sig, every line is an event, and
        # the match is signed with events after its first, or a deal dealt face up shows no stock
        self.bare = True
        self.copy_signed = False
        self.redacted = False

    def seen(self, event):
        """Every line of the match, those after a fault too, tells whether it is a viewer's copy."""
        if event is None or "prev" in event or "sig" in event:
            self.bare = False
            return
        if event.get("seq") == 1 and event.get("type") == "MatchStarted":
            self.copy_signed = event.get("signer") is not None
        elif self.copy_signed:
            self.redacted = True
        if event.get("type") == "DealStarted" and event.get("concealed") is not True and event.get("stock") == []:
            self.redacted = True

    def viewers_copy(self):
        return self.bare and self.redacted

    def judge(self, line, event):
        seq = event.get("seq")
        try:
            self.form(event, seq)
            self.order(event, seq)
            self.chain(event, seq)
            self.signature(event, seq)
            self.shuffle(event)
        except Fault as fault:
            self.fault = (fault.rule, seq if integer(seq) and seq >= 1 else None, line, str(fault))
        self.last_seq, self.last_hash = seq, hashlib.sha256(canonical(event).encode("utf-8")).hexdigest()

    @staticmethod
    def form(event, seq):
        if event.get("v") != 1 or isinstance(event.get("v"), bool):
            raise Fault("SCHEMA", "v is not 1")
        if not integer(seq) or seq < 1:
            raise Fault("SCHEMA", "seq is not an integer of at least 1")
        if event.get("type") not in TYPES:
            raise Fault("SCHEMA", "type is not one of the format's")
        for field, form in (("prev", HEX64), ("sig", HEX128), ("signer", HEX64), ("seed", HEX64)):
            if field in event and not (isinstance(event[field], str) and form.match(event[field])):
                raise Fault("SCHEMA", f"{field} is not of its hex form")
        shuffle = event.get("shuffle") if event["type"] == "MatchStarted" else None
        if "shuffle" in event and event["type"] == "MatchStarted" and not (
                isinstance(shuffle, dict) and isinstance(shuffle.get("commit"), str) and HEX64.match(shuffle["commit"])
                and isinstance(shuffle.get("salt", ""), str) and len(shuffle.get("salt", "")) <= 256):
            raise Fault("SCHEMA", "shuffle is not a commit and a salt of at most 256 characters")
        try:
            canonical(event).encode("utf-8")
        except (ValueError, OverflowError, UnicodeEncodeError) as e:
            raise Fault("SCHEMA", f"the line is not I-JSON ({e})")

    def order(self, event, seq):
        if self.last_seq == 0 and seq != 1:
            raise Fault("R-SEQ", f"the match's first event has seq {seq}; a match starts at seq 1")
        if seq != self.last_seq + 1:
            raise Fault("R-SEQ", f"seq {seq} follows seq {self.last_seq}")
        if (seq == 1) != (event["type"] == "MatchStarted"):
            raise Fault("R-SEQ", "a match starts with MatchStarted, and with only one")
        if self.ended:
            raise Fault("R-SEQ", "an event follows MatchEnded")

    def chain(self, event, seq):
        prev = event.get("prev")
        if seq == 1:
            self.signer = event.get("signer")
            if prev is not None:
                raise Fault("R-CHAIN", "the first event of a match has a prev")
            return
        if seq == 2:
            self.chained = self.signer is not None or prev is not None
        if not self.chained and prev is not None:
            raise Fault("R-CHAIN", "it has a prev, but the match is not chained (its seq 2 has none)")
        if self.chained and prev != self.last_hash:
            raise Fault("R-CHAIN", f"its prev is not the hash of seq {self.last_seq} ({self.last_hash}): an event before it was"
                        " changed, removed, inserted or reordered" if prev else "it has no prev, but the match is chained")

    def signature(self, event, seq):
        if seq == 1 and self.trusted is not None and self.signer not in self.trusted:
            raise Fault("R-SIGN", "the match is not signed by a trusted key"
                        + (f" (its signer is {self.signer})" if self.signer else " (it names no signer)"))
        sig = event.get("sig")
        if sig is None:
            if self.signer is not None and event["type"] == "MatchEnded":
                raise Fault("R-SIGN", "the MatchEnded of a signed match has no sig")
            return
        if self.signer is None:
            raise Fault("R-SIGN", "it has a sig, but the match is not signed (its MatchStarted names no signer)")
        message = canonical({key: value for key, value in event.items() if key != "sig"}).encode("utf-8")
        try:
            Ed25519PublicKey.from_public_bytes(bytes.fromhex(self.signer)).verify(bytes.fromhex(sig), message)
        except (InvalidSignature, ValueError):
            through = f"; every event up to seq {self.signed_through} is as the signer wrote it" if self.signed_through else ""
            raise Fault("R-SIGN", f"its sig does not verify with the signer's key {self.signer}: it, or an event before it,"
                        f" is not as the signer wrote it{through}")
        self.signed_through = seq

    def shuffle(self, event):
        kind = event["type"]
        if kind == "MatchStarted":
            self.started = event
        committed = (self.started or {}).get("shuffle")
        if kind == "DealStarted" and committed is not None:
            if event.get("concealed") is True:
                raise Fault("R-SHUFFLE", f"deal {event.get('deal')} is concealed, but the match's shuffle is committed")
            self.deals.append(event)
        if kind != "MatchEnded":
            return
        self.ended = True
        seed = event.get("seed")
        if committed is None:
            if seed is not None:
                raise Fault("R-SHUFFLE", "MatchEnded reveals a seed, but the match committed to none")
            return
        if seed is None:
            raise Fault("R-SHUFFLE", "MatchEnded reveals no seed, but the match committed to one")
        if hashlib.sha256(bytes.fromhex(seed)).hexdigest() != committed["commit"]:
            raise Fault("R-SHUFFLE", "the seed's SHA-256 is not the commit of MatchStarted")
        for deal in self.deals:
            if not self.dealt_from(bytes.fromhex(seed), committed.get("salt", ""), deal):
                raise Fault("R-SHUFFLE", f"deal {deal.get('deal')} is not the one the seed gives")

    def dealt_from(self, seed, salt, deal):
        players = self.started.get("players") or []
        if deal.get("dealer") not in players or not integer(deal.get("deal")) or not isinstance(deal.get("hands"), dict):
            return False
        rules = self.started.get("rules")
        size = self.started.get("deck") if rules != "anglo-40" and self.started.get("deck") in (40, 52) else 40
        hand = 8 if rules == "mexicana" else 10
        cards = pack(seed, salt, deal["deal"], size)
        first = players.index(deal["dealer"]) + 1
        seats = [players[(first + k) % len(players)] for k in range(len(players))]
        hands = {player: set(cards[seat:len(players) * hand:len(players)]) for seat, player in enumerate(seats)}
        shown = deal["hands"]
        return (set(shown) == set(players) and all(isinstance(shown[p], list) and set(shown[p]) == hands[p] for p in players)
                and deal.get("stock") == cards[len(players) * hand:])


def lines_of(data):
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    for number_, raw in enumerate(data.split(b"\n"), start=1):
        raw = raw[:-1] if raw.endswith(b"\r") else raw
        if raw.strip(b" \t"):
            yield number_, raw


def verify(data, trusted):
    """Each match of a file with its fault, if any, in the order the file first names them; None for a line of no match."""
    matches, charged_to = {}, None
    for line, raw in lines_of(data):
        try:
            event = parse(raw)
            match = event.get("match")
            if not (isinstance(match, str) and MATCH_ID.match(match)):
                raise ValueError("no match id")
        except ValueError as e:  # a line of no readable match is charged to the match of the line before it
            record = matches.setdefault(charged_to, Match(trusted))
            record.seen(None)
            if record.fault is None:
                record.fault = ("SCHEMA", None, line, f"not an event of the format ({e})")
            charged_to = None
            continue
        charged_to = match
        record = matches.setdefault(match, Match(trusted))
        record.seen(event)
        if record.fault is None:
            record.judge(line, event)
    return matches


def report(name, record):
    if record.viewers_copy():
        return f"{name} {VIEWERS_COPY}"
    if record.fault is not None:
        rule, seq, line, message = record.fault
        return f"{name or '(no match)'} {rule} " + (f"seq {seq}" if seq is not None else f"line {line}") + f": {message}"
    details = ["ended" if record.ended else "in progress"]
    if record.signer is not None:
        details.append(f"signed by {record.signer} through seq {record.signed_through}")
    if (record.started or {}).get("shuffle") is not None:
        details.append("shuffle checked" if record.ended else "shuffle committed")
    return f"{name} ok: {', '.join(details)}"


def trusted_keys(files):
    keys = set()
    for path in files:
        with open(path, "rb") as f:
            text = f.read()
        if b"-----BEGIN" in text:
            key = load_pem_public_key(text)
            if not isinstance(key, Ed25519PublicKey):
                raise ValueError(f"{path} is not an Ed25519 public key")
            keys.add(key.public_bytes(Encoding.Raw, PublicFormat.Raw).hex())
            continue
        for at, line in enumerate(text.decode("ascii").splitlines(), start=1):
            if line.strip() and not HEX64.match(line.strip()):
                raise ValueError(f"{path}, line {at}: not a public key (a PEM public key, or lines of 64 lowercase hex digits)")
            keys.update([line.strip()] if line.strip() else [])
    return keys


def main(argv):
    parser = argparse.ArgumentParser(
        prog="verify.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n  python3 verify.py final.jsonl\n  python3 verify.py --trust club.pub final.jsonl\n"
               "  python3 verify.py --trust club.pub --trust old.pub season/*.jsonl\n\n"
               "Prints a line per match: MATCH ok, MATCH RULE seq N: what failed, or that it is a viewer's copy.\n"
               "Exit status: 0 every match ok, 1 a match not ok, 2 a file or a key that cannot be read.")
    parser.add_argument("--trust", action="append", metavar="KEY.pub",
                        help="a public key to trust (PEM, or lines of 64 hex digits); once per key file: only matches signed by"
                             " one of them are ok")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a JSON Lines match log")
    args = parser.parse_args(argv)
    try:
        trusted = trusted_keys(args.trust) if args.trust else None
    except (OSError, ValueError) as e:
        print(f"verify.py: {e}", file=sys.stderr)
        return 2
    status = 0
    for path in args.files:
        prefix = f"{path}: " if len(args.files) > 1 else ""
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            print(f"verify.py: cannot read {path}: {e.strerror}", file=sys.stderr)
            status = 2
            continue
        matches = verify(data, trusted)
        if not matches:
            print(f"{prefix}empty: {path} holds no event")
        for name, record in matches.items():
            print(prefix + report(name, record))
            if (record.fault is not None or record.viewers_copy()) and status == 0:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
