; The Windows installer (NSIS; `bash .ci/package-windows` runs makensis on it).
; A per-user install: no administrator rights, into %LOCALAPPDATA%\Programs, a Start-menu
; entry with the program's icon and an uninstaller listed under Settings > Apps.
; The player's saves and settings (in %APPDATA%\diplomacy-hotseat) are left in place on
; uninstall. makensis is given -DVERSION=… -DSTAGE=<folder with the files> -DOUTFILE=….
; Licence: MIT OR Apache-2.0, as the rest of the project.

; 64-bit like the game (which needs a 64-bit Windows), Unicode.
Target amd64-unicode
!define NAME "Diplomacy Hot-Seat"
!define EXE "diplomacy-hotseat.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\diplomacy-hotseat"

Name "${NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "Software\diplomacy-hotseat" "InstallDir"
SetCompressor /SOLID lzma
Icon "${STAGE}/diplomacy-hotseat.ico"
UninstallIcon "${STAGE}/diplomacy-hotseat.ico"
ShowInstDetails show
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${NAME}"
VIAddVersionKey "FileDescription" "${NAME} installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Section "Install"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${STAGE}/${EXE}"
  File "${STAGE}/README.md"
  File "${STAGE}/LICENSE-MIT"
  File "${STAGE}/LICENSE-APACHE"
  File "${STAGE}/MAP-CREDITS.md"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  WriteRegStr HKCU "Software\diplomacy-hotseat" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Diplomacy Hot-Seat developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\LICENSE-MIT"
  Delete "$INSTDIR\LICENSE-APACHE"
  Delete "$INSTDIR\MAP-CREDITS.md"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\diplomacy-hotseat"
SectionEnd
