"""Which addresses a page may be read from. A result, a link in a reply or a redirect may point at
this computer or its network (a router's page, a cloud's metadata service at 169.254.169.254, a
database on localhost): those are refused unless the user allowed the host by name (a SearXNG on
the LAN). The name is resolved once and the connection goes to the address that was checked
(`http.py` pins it), so a name that resolves elsewhere the second time (DNS rebinding) gains
nothing."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable

from ..words import translate
from .errors import Refused

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], list[str]]


def system_resolver(host: str, port: int) -> list[str]:
    """The addresses the system's resolver gives for `host`."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as e:
        raise Refused(translate("Web", "{host} could not be found ({error}): check the address, or your "
                                       "connection.").format(host=host, error=e.__class__.__name__)) from e
    return [str(info[4][0]) for info in infos]


def public(address: Address) -> bool:
    """An address on the public internet: not loopback, private, link-local, shared, multicast,
    reserved or unspecified (an IPv4 address inside IPv6 is judged as itself)."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = address.ipv4_mapped or address.sixtofour
        if inner is not None:
            return public(inner)
    return address.is_global and not address.is_multicast


def pinned(host: str, port: int, allowed: Iterable[str] = (), resolver: Resolver | None = None) -> str:
    """The address to connect to for `host`: resolved once; refused (Refused) when any address the
    name has is not public and the user did not allow the host by name."""
    name = host.lower().rstrip(".")
    try:
        addresses: list[Address] = [ipaddress.ip_address(name.strip("[]"))]
    except ValueError:
        found = (resolver or system_resolver)(name, port)
        addresses = []
        for text in found:
            try:
                addresses.append(ipaddress.ip_address(text.split("%", 1)[0]))
            except ValueError:
                continue
        if not addresses:
            raise Refused(translate("Web", "{host} could not be found: check the address, or your connection.").format(
                host=host)) from None
    if name in {a.lower().rstrip(".") for a in allowed}:
        return str(addresses[0])
    inside = next((a for a in addresses if not public(a)), None)
    if inside is not None:
        raise Refused(translate("Web", "{host} is an address on this computer or its network ({address}): Emberly "
                                       "reads only public pages, unless you allow {name} in Settings ▸ Web.").format(
            host=host, address=str(inside), name=name))
    return str(addresses[0])
