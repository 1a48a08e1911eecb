#!/usr/bin/env python3
"""Part of .ci/windows-check: how many pixels of two same-sized 8-bit RGB(A) PNGs differ, and by
how much at most (standard library only). Usage: pngdiff.py A.png B.png"""
import sys, zlib, struct
def read(p):
    d=open(p,'rb').read(); i=8; idat=b''
    while i<len(d):
        n,t=struct.unpack('>I4s',d[i:i+8]); c=d[i+8:i+8+n]
        if t==b'IHDR': w,h,bd,ct=struct.unpack('>IIBB',c[:10])
        if t==b'IDAT': idat+=c
        i+=12+n
    bpp={6:4,2:3}[ct]; raw=zlib.decompress(idat); s=w*bpp; out=[]; prev=bytearray(s); k=0
    for y in range(h):
        f=raw[k]; line=bytearray(raw[k+1:k+1+s]); k+=1+s
        for x in range(s):
            a=line[x-bpp] if x>=bpp else 0; b=prev[x]; c=prev[x-bpp] if x>=bpp else 0
            if f==1: line[x]=(line[x]+a)&255
            elif f==2: line[x]=(line[x]+b)&255
            elif f==3: line[x]=(line[x]+(a+b)//2)&255
            elif f==4:
                pa,pb,pc=abs(b-c),abs(a-c),abs(a+b-2*c)
                line[x]=(line[x]+(a if pa<=pb and pa<=pc else b if pb<=pc else c))&255
        out.append(bytes(line)); prev=line
    return w,h,bpp,out
w,h,bpp,A=read(sys.argv[1]); _,_,_,B=read(sys.argv[2]); n=0; m=0
for y in range(h):
    for x in range(w):
        pa=A[y][x*bpp:x*bpp+3]; pb=B[y][x*bpp:x*bpp+3]
        if pa!=pb: n+=1; m=max(m,max(abs(p-q) for p,q in zip(pa,pb)))
print(f"{n} of {w*h} pixels differ, by at most {m}")
