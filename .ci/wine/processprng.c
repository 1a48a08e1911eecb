/* For the checks under Wine only, never shipped: Debian 12's Wine 8.0 has no
 * bcryptprimitives.dll with ProcessPrng, which Rust's standard library calls on Windows
 * for random numbers, so every Rust .exe stops at start (c0000135). Built by
 * .ci/windows-check with the mingw compiler and put beside the .exe under test, this DLL
 * gives ProcessPrng over advapi32's SystemFunction036 (RtlGenRandom), which Wine has.
 * Licence: MIT OR Apache-2.0, as the rest of the project. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
