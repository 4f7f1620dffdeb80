import { CurrentPasswordField as CurrentPasswordField_19a6cb753eebea857c0763da16c390bd } from '../../../../src/components/panel/CurrentPasswordField'
import { SecondFactorPanel as SecondFactorPanel_2325349a3e9f5348e2f9818227f9909e } from '../../../../src/components/panel/SecondFactorPanel'
import { PasskeysPanel as PasskeysPanel_a181290dbb2dd597fb35bca398592c28 } from '../../../../src/components/panel/PasskeysPanel'
import { Icon as Icon_19ddfd0760191c4946deeb572e9e9d3c } from '../../../../src/components/panel/Icon'
import { Logo as Logo_494c9a7121dd8f731ab91bf73bee436c } from '../../../../src/components/panel/Logo'
import { DashboardCounts as DashboardCounts_260a5e75bf9ca6afe024428bb327faa7 } from '../../../../src/components/panel/DashboardCounts'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PanelLoginView as PanelLoginView_13d81ac81321e7eca66dccd0ee8ba9b5 } from '../../../../src/components/panel/PanelLoginView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/panel/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_19a6cb753eebea857c0763da16c390bd,
  "/src/components/panel/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_2325349a3e9f5348e2f9818227f9909e,
  "/src/components/panel/PasskeysPanel#PasskeysPanel": PasskeysPanel_a181290dbb2dd597fb35bca398592c28,
  "/src/components/panel/Icon#Icon": Icon_19ddfd0760191c4946deeb572e9e9d3c,
  "/src/components/panel/Logo#Logo": Logo_494c9a7121dd8f731ab91bf73bee436c,
  "/src/components/panel/DashboardCounts#DashboardCounts": DashboardCounts_260a5e75bf9ca6afe024428bb327faa7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/panel/PanelLoginView#PanelLoginView": PanelLoginView_13d81ac81321e7eca66dccd0ee8ba9b5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
